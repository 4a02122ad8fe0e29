import { useTranslation } from 'react-i18next';
import { useApi } from '../../api';
import { PackButton } from '../../components/PackButton';
import { EmptyState, ErrorState, Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { Skeleton } from '../../components/Skeleton';
import { useSelectedSubcategory } from './state';
import { levelsPath, playPath, titleFromSlug } from './paths';
import { cardStyles as styles, LevelGrid } from '../../play';

/** The level grid of a category (and subcategory): done, current and locked tiles. */
export function LevelsView({ category, subcategory }: { category: string; subcategory?: string }) {
  const { t } = useTranslation();
  const pickedSub = useSelectedSubcategory();
  const { data, error, loading, reload } = useApi('get_level_data', {
    category_slug: category,
    subcategory_slug: subcategory ?? '',
  });

  const categoryName = data?.category.category_name ?? titleFromSlug(category);
  const subName = subcategory
    ? (data?.subcategory?.subcategory_name ??
      (pickedSub?.slug === subcategory ? pickedSub.name : titleFromSlug(subcategory)))
    : '';
  const title = subName || categoryName;
  const back = subcategory ? levelsPath(category) : '/quiz-zone/';

  return (
    <Page>
      <Seo title={`${title} · ${t('levels')}`} />
      <PageHeader title={title} subtitle={subName ? categoryName : t('choose_level')} back={back} />
      {data && (!data.category.is_premium || data.category.has_unlocked) ? (
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
      ) : error ? (
        <ErrorState message={error.message} offline={error.code === 'offline'} onRetry={reload} />
      ) : !data || data.max_level === 0 ? (
        <EmptyState title={t('no_levels')} text={t('no_levels_text')} />
      ) : (
        <LevelGrid data={data} playPath={(n) => playPath(category, subcategory, n)} />
      )}
    </Page>
  );
}
