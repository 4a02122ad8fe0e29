import { useTranslation } from 'react-i18next';
import { useApi } from '../../api';
import { CategoryCard } from '../../components/CatalogueCards';
import { IconStar } from '../../components/icons';
import { EmptyState, ErrorState, Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { useContentLanguage } from '../../lib/catalogue-target';
import { CardSkeletons, cardStyles } from '../../play';
import { levelsPath, MULTI_MATCH_TYPE } from './paths';

export default function CategoriesPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { data, error, loading, reload } = useApi('get_categories', { type: MULTI_MATCH_TYPE, ...language });
  const list = data ?? [];

  return (
    <Page>
      <Seo title={t('mode_multi_match')} description={t('mode_multi_match_desc')} />
      <PageHeader title={t('mode_multi_match')} subtitle={t('choose_category')} back="/" />
      {loading ? (
        <div className={cardStyles.grid} aria-busy="true" aria-label={t('loading')}>
          <CardSkeletons />
        </div>
      ) : error && error.code !== '102' ? (
        <ErrorState message={error.message} offline={error.code === 'offline'} onRetry={reload} />
      ) : list.length === 0 ? (
        <EmptyState title={t('no_categories')} text={t('no_categories_text')} />
      ) : (
        <div className={cardStyles.grid} data-testid="category-list">
          {list.map((c, i) => (
            <CategoryCard
              key={c.id}
              category={c}
              index={i}
              to={levelsPath(c.slug)}
              meta={
                c.maxlevel > 0 ? (
                  <span className={cardStyles.metaItem}>
                    <IconStar size={14} /> {t('mm_levels_count', { count: c.maxlevel })}
                  </span>
                ) : null
              }
            />
          ))}
        </div>
      )}
    </Page>
  );
}
