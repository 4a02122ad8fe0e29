import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api';
import { EmptyState, ErrorState, Page, PageHeader } from '../../components/Page';
import { PremiumLockedNotice, premiumCategory } from '../../components/PremiumUnlock';
import { Seo } from '../../components/Seo';
import { Skeleton } from '../../components/Skeleton';
import { useContentLanguage } from '../../lib/catalogue-target';
import { cardStyles as styles, LevelGrid } from '../../play';
import { levelsPath, playPath, titleFromSlug } from './paths';
import { codes } from '../../../contract/codes';

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
      ) : error && error.code !== codes.notFound ? (
        <ErrorState message={error.message} offline={error.code === 'offline'} onRetry={reload} />
      ) : !data || data.max_level === 0 ? (
        <EmptyState title={t('no_levels')} text={t('no_levels_text')} />
      ) : premiumLocked ? (
        <PremiumLockedNotice
          category={premiumCategory(data.category)}
          onUnlocked={() => setUnlockedPremium(true)}
        />
      ) : (
        <LevelGrid data={data} playPath={(n) => playPath(category, subcategory, n)} />
      )}
    </Page>
  );
}
