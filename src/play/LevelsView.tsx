import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api';
import { PackButton } from '../components/PackButton';
import { EmptyState, ErrorState, Page, PageHeader } from '../components/Page';
import { PremiumLockedNotice, premiumCategory } from '../components/PremiumUnlock';
import { Seo } from '../components/Seo';
import { Skeleton } from '../components/Skeleton';
import { useContentLanguage } from '../lib/catalogue-target';
import { titleFromSlug } from '../lib/slug-title';
import { codes } from '../../contract/codes';
import { modeById, type ModeIdOfFlow } from '../../contract/modes';
import styles from '../components/Cards.module.css';
import { LevelGrid } from './LevelGrid';
import { levelPlayPathOf, levelsPathOf } from './level-paths';

export type LevelsModeId = ModeIdOfFlow<'levels'>;

/** What each levelled mode has of its own: the action that lists its levels. */
const levelsAction: Record<LevelsModeId, 'get_level_data' | 'get_multi_match_level_data'> = {
  quiz_zone: 'get_level_data',
  multi_match: 'get_multi_match_level_data',
};

interface Props {
  mode: LevelsModeId;
  category: string;
  subcategory?: string;
  /** The name the player tapped on the previous page, shown while the levels load. */
  pickedName?: string;
}

/**
 * The level grid of a levelled mode's category (and subcategory): done, current and locked tiles; a
 * locked premium category offers its unlock; modes whose topics can be downloaded offer the pack.
 */
export function LevelsView({ mode: modeId, category, subcategory, pickedName }: Props) {
  const { t } = useTranslation();
  const mode = modeById(modeId);
  const root = mode?.path ?? '/';
  const language = useContentLanguage();
  const [unlockedPremium, setUnlockedPremium] = useState(false);
  const { data, error, loading, reload } = useApi(levelsAction[modeId], {
    category_slug: category,
    subcategory_slug: subcategory ?? '',
    ...language,
  });

  const categoryName = data?.category.category_name ?? titleFromSlug(category);
  const subName = subcategory
    ? (data?.subcategory?.subcategory_name ?? pickedName ?? titleFromSlug(subcategory))
    : '';
  const title = subName || categoryName;
  const back = subcategory ? levelsPathOf(root, category) : root;
  const premiumLocked = !!data && data.category.is_premium && !data.category.has_unlocked && !unlockedPremium;

  return (
    <Page>
      <Seo title={`${title} · ${t('levels')}`} />
      <PageHeader title={title} subtitle={subName ? categoryName : t('choose_level')} back={back} />
      {data && mode?.pack && !premiumLocked ? (
        <div className={styles.packBar}>
          <PackButton
            type={data.subcategory ? 'subcategory' : 'category'}
            id={data.subcategory?.id ?? data.category.id}
            title={title}
          />
        </div>
      ) : null}
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
        <LevelGrid data={data} playPath={(n) => levelPlayPathOf(root, category, subcategory, n)} />
      )}
    </Page>
  );
}
