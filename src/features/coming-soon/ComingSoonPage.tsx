import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { IconBulb, IconHome, IconSparkles, IconTools } from '../../components/icons';
import { modeById } from '../../components/modes';
import { Seo } from '../../components/Seo';
import styles from './ComingSoon.module.css';

/** A mode or page that is routed and guarded but not built yet: says so plainly. */
export default function ComingSoonPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const mode = modeById(id);
  const Icon = mode?.Icon ?? IconTools;
  const title = t(`mode_${id}`);
  return (
    <div className={styles.wrap}>
      <Seo title={title} />
      <section
        className={styles.card}
        style={{ '--mode-color': mode?.colorVar ?? 'var(--mode-1)' } as CSSProperties}
        data-testid="coming-soon"
        data-mode={id}
      >
        <div className={styles.icon}>
          <Icon size={56} />
          <IconSparkles size={32} className={styles.spark} />
        </div>
        <span className={styles.pill}>{t('coming_soon')}</span>
        <h1 className={styles.title}>{title}</h1>
        {mode ? <p className={[styles.text, styles.desc].join(' ')}>{t(`mode_${id}_desc`)}</p> : null}
        <p className={styles.text}>{t('coming_soon_text')}</p>
        <div className={styles.actions}>
          <ButtonLink to="/quiz-zone/">
            <IconBulb size={20} /> {t('try_quiz_zone')}
          </ButtonLink>
          <ButtonLink to="/" variant="secondary">
            <IconHome size={20} /> {t('back_home')}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
