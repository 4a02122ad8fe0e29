import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { IconBulb, IconClock, IconCoin, IconPlay, IconQuestion } from '../../components/icons';
import { modeById } from '../../components/modes';
import { PackButton } from '../../components/PackButton';
import { EmptyState, ErrorState, Page, PageHeader } from '../../components/Page';
import { PremiumLockedNotice, premiumCategory } from '../../components/PremiumUnlock';
import { Seo } from '../../components/Seo';
import { Skeleton } from '../../components/Skeleton';
import { useCatalogueTarget } from '../../lib/catalogue-target';
import { configNumber, useSystemConfig } from '../../lib/settings';
import { CardArt } from '../../components/CardArt';
import cardStyles from '../../components/Cards.module.css';
import { practiceModes, type PracticeModeId } from './config';
import { categoryPath, modePath, sessionPaths, titleFromSlug } from './paths';
import styles from './Practice.module.css';
import { codes } from '../../../contract/codes';

/** Before the set starts: what is played, how many questions, how long each, and (words) the hints. */
export function IntroView({
  mode,
  category,
  subcategory,
}: {
  mode: PracticeModeId;
  category: string;
  subcategory?: string;
}) {
  const { t } = useTranslation();
  const config = useSystemConfig();
  const settings = practiceModes[mode];
  const { target, error, loading, reload } = useCatalogueTarget(settings.categoryType, category, subcategory);
  const [unlocked, setUnlocked] = useState(false);
  const modeInfo = modeById(mode);
  const ModeIcon = modeInfo?.Icon ?? IconQuestion;

  const name = target?.name ?? titleFromSlug(subcategory || category);
  const back = subcategory ? categoryPath(mode, category) : modePath(mode);
  const setSize = Math.min(target?.questions ?? 0, configNumber(config, settings.totalKey));
  const seconds = configNumber(config, settings.secondsKey);
  const hints = settings.hints && {
    max: configNumber(config, settings.hints.maxKey),
    cost: configNumber(config, settings.hints.costKey),
  };
  const locked = !!target && target.category.is_premium && !target.category.has_unlocked && !unlocked;

  return (
    <Page narrow>
      <Seo title={name} />
      <PageHeader
        title={name}
        subtitle={
          subcategory ? (target?.category.category_name ?? titleFromSlug(category)) : t(`mode_${mode}`)
        }
        back={back}
      />
      {target && !locked ? (
        <div className={cardStyles.packBar}>
          <PackButton type={target.type} id={target.id} title={name} />
        </div>
      ) : null}
      {loading ? (
        <div className={styles.intro} aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={160} radius="var(--radius-lg)" />
          <Skeleton height={72} radius="var(--radius-lg)" />
          <Skeleton height={52} radius="var(--radius-lg)" />
        </div>
      ) : error ? (
        error.code === codes.notFound ? (
          <EmptyState
            title={t('practice_not_found')}
            text={t('practice_not_found_text')}
            action={
              <ButtonLink to={back} variant="secondary">
                {t('back')}
              </ButtonLink>
            }
          />
        ) : (
          <ErrorState message={error.message} offline={error.code === 'offline'} onRetry={reload} />
        )
      ) : target ? (
        <section
          className={styles.intro}
          style={{ '--mode-color': modeInfo?.color ?? 'var(--mode-1)' } as CSSProperties}
          aria-labelledby="intro-title"
          data-testid="practice-intro"
        >
          <div className={styles.hero}>
            <span className={styles.art}>
              <CardArt image={target.subcategory?.image || target.category.image} name={name} index={1} />
            </span>
            <div className={styles.heroText}>
              <span className={styles.kicker}>
                <ModeIcon size={16} /> {t(`mode_${mode}`)}
              </span>
              <h2 id="intro-title" className={styles.heroTitle}>
                {t('practice_how_title')}
              </h2>
              <p className={styles.how}>{t(`practice_how_${mode}`)}</p>
            </div>
          </div>

          <dl className={styles.stats} data-count={hints ? 4 : 2}>
            <div className={styles.stat}>
              <dt>{t('practice_stat_questions')}</dt>
              <dd data-testid="intro-questions">
                <IconQuestion size={20} aria-hidden="true" /> {setSize}
              </dd>
            </div>
            <div className={styles.stat}>
              <dt>{t('practice_stat_seconds')}</dt>
              <dd data-testid="intro-seconds">
                <IconClock size={20} aria-hidden="true" /> {seconds}
              </dd>
            </div>
            {hints ? (
              <>
                <div className={styles.stat}>
                  <dt>{t('practice_stat_hints')}</dt>
                  <dd data-testid="intro-hints">
                    <IconBulb size={20} aria-hidden="true" /> {hints.max}
                  </dd>
                </div>
                <div className={styles.stat}>
                  <dt>{t('practice_stat_hint_cost')}</dt>
                  <dd data-testid="intro-hint-cost">
                    <IconCoin size={20} aria-hidden="true" /> {hints.cost}
                  </dd>
                </div>
              </>
            ) : null}
          </dl>
          <p className={styles.note}>{t('practice_first_pass')}</p>

          {locked ? (
            <PremiumLockedNotice
              category={premiumCategory(target.category)}
              onUnlocked={() => setUnlocked(true)}
            />
          ) : setSize === 0 ? (
            <EmptyState title={t('nothing_here_yet')} text={t('no_questions_text')} />
          ) : (
            <ButtonLink
              to={sessionPaths(mode, category, subcategory).play}
              block
              className={styles.start}
              data-testid="intro-start"
            >
              <IconPlay size={20} /> {t('start_quiz')}
            </ButtonLink>
          )}
        </section>
      ) : null}
    </Page>
  );
}
