import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LevelData } from '../../contract/models';
import { IconCheck, IconLock, IconStar } from '../components/icons';
import { notify } from '../lib/toast';
import styles from '../components/Cards.module.css';

/** The levels of a levelled mode: done, next up and locked ones, with progress and a legend. */
export function LevelGrid({ data, playPath }: { data: LevelData; playPath: (level: number) => string }) {
  const { t } = useTranslation();
  const unlocked = data.level;
  const questionsOf = (n: number) =>
    data.level_data.find((l) => l.level === n)?.no_of_ques ?? data.no_of_ques;
  const levels = Array.from({ length: data.max_level }, (_, i) => i + 1);
  return (
    <>
      <div className={styles.levelIntro}>
        <IconStar className={styles.levelIntroIcon} />
        <span data-testid="levels-progress">
          {t('levels_progress', { done: Math.min(unlocked - 1, levels.length), total: levels.length })}
        </span>
      </div>
      <ol
        className={styles.levels}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        data-testid="level-list"
      >
        {levels.map((n) => {
          const locked = n > unlocked;
          const done = n < unlocked;
          const label = locked
            ? t('play_previous_level_first')
            : t('questions_count', { count: questionsOf(n) });
          const className = [
            styles.level,
            locked ? styles.levelLocked : done ? styles.levelDone : styles.levelCurrent,
          ].join(' ');
          return (
            <li key={n}>
              {locked ? (
                <button
                  type="button"
                  className={className}
                  style={{ inlineSize: '100%' }}
                  aria-disabled="true"
                  title={t('play_previous_level_first')}
                  aria-label={`${t('level_n', { level: n })}: ${t('locked')}. ${t('play_previous_level_first')}`}
                  onClick={() => notify.warning(t('play_previous_level_first'), { toastId: 'level-locked' })}
                  data-testid={`level-${n}`}
                  data-locked="true"
                >
                  <IconLock size={16} className={styles.levelState} />
                  <span className={styles.levelNumber}>{n}</span>
                  <span className={styles.levelLabel}>{t('locked')}</span>
                </button>
              ) : (
                <Link
                  to={playPath(n)}
                  className={className}
                  aria-label={`${t('level_n', { level: n })}: ${label}${done ? `, ${t('completed')}` : ''}`}
                  data-testid={`level-${n}`}
                  data-locked="false"
                >
                  {done ? <IconCheck size={16} className={styles.levelState} /> : null}
                  <span className={styles.levelNumber}>{n}</span>
                  <span className={styles.levelLabel}>{done ? t('replay') : t('play')}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ol>
      <div className={styles.legend} aria-hidden="true">
        <span className={styles.legendItem}>
          <span className={styles.swatch} style={{ background: 'var(--color-success)' }} /> {t('completed')}
        </span>
        <span className={styles.legendItem}>
          <span className={styles.swatch} style={{ background: 'var(--color-gold)' }} /> {t('next_up')}
        </span>
        <span className={styles.legendItem}>
          <IconLock size={14} /> {t('play_previous_level_first')}
        </span>
      </div>
    </>
  );
}
