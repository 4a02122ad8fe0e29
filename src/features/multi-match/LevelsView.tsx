import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApi } from '../../api';
import { IconCheck, IconLock, IconStar } from '../../components/icons';
import { EmptyState, ErrorState, Page, PageHeader } from '../../components/Page';
import { PremiumLockedNotice } from '../../components/PremiumUnlock';
import { Seo } from '../../components/Seo';
import { Skeleton } from '../../components/Skeleton';
import { useContentLanguage } from '../../lib/catalogue-target';
import { notify } from '../../lib/toast';
import { cardStyles as styles } from '../../play';
import { levelsPath, playPath, titleFromSlug } from './paths';

/** The level grid of a category (and subcategory): done, current and locked tiles. */
export function LevelsView({ category, subcategory }: { category: string; subcategory?: string }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const [unlockedPremium, setUnlockedPremium] = useState(false);
  const { data, error, loading, reload } = useApi('get_multi_match_level_data', {
    category_slug: category,
    subcategory_slug: subcategory ?? '',
    ...language,
  });

  const categoryName = data?.category.category_name ?? titleFromSlug(category);
  const subName = subcategory ? (data?.subcategory?.subcategory_name ?? titleFromSlug(subcategory)) : '';
  const title = subName || categoryName;
  const back = subcategory ? levelsPath(category) : '/multi-match-questions/';
  const unlocked = data?.level ?? 1;
  const questionsOf = (n: number) =>
    data?.level_data.find((l) => l.level === n)?.no_of_ques ?? data?.no_of_ques ?? 0;
  const levels = Array.from({ length: data?.max_level ?? 0 }, (_, i) => i + 1);
  const premiumLocked = !!data && data.category.is_premium && !data.category.has_unlocked && !unlockedPremium;

  return (
    <Page>
      <Seo title={`${title} · ${t('levels')}`} />
      <PageHeader title={title} subtitle={subName ? categoryName : t('choose_level')} back={back} />
      {loading ? (
        <div className={styles.levels} aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 10 }, (_, i) => (
            <Skeleton key={i} height="auto" radius="var(--radius-lg)" style={{ aspectRatio: '1' }} />
          ))}
        </div>
      ) : error && error.code !== '102' ? (
        <ErrorState message={error.message} offline={error.code === 'offline'} onRetry={reload} />
      ) : levels.length === 0 || !data ? (
        <EmptyState title={t('no_levels')} text={t('no_levels_text')} />
      ) : premiumLocked ? (
        <PremiumLockedNotice
          category={{ id: data.category.id, name: data.category.category_name, coins: data.category.coins }}
          onUnlocked={() => setUnlockedPremium(true)}
        />
      ) : (
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
              const label = t('questions_count', { count: questionsOf(n) });
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
                      onClick={() =>
                        notify.warning(t('play_previous_level_first'), { toastId: 'level-locked' })
                      }
                      data-testid={`level-${n}`}
                      data-locked="true"
                    >
                      <IconLock size={16} className={styles.levelState} />
                      <span className={styles.levelNumber}>{n}</span>
                      <span className={styles.levelLabel}>{t('locked')}</span>
                    </button>
                  ) : (
                    <Link
                      to={playPath(category, subcategory, n)}
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
              <span className={styles.swatch} style={{ background: 'var(--color-success)' }} />{' '}
              {t('completed')}
            </span>
            <span className={styles.legendItem}>
              <span className={styles.swatch} style={{ background: 'var(--color-gold)' }} /> {t('next_up')}
            </span>
            <span className={styles.legendItem}>
              <IconLock size={14} /> {t('play_previous_level_first')}
            </span>
          </div>
        </>
      )}
    </Page>
  );
}
