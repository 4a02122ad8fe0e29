import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useApi } from '../../api';
import { SubcategoryCard } from '../../components/CatalogueCards';
import { IconQuestion } from '../../components/icons';
import { ErrorState, Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { useContentLanguage } from '../../lib/catalogue-target';
import { CardSkeletons, cardStyles } from '../../play';
import { PassageListView } from './PassageListView';
import { FUN_AND_LEARN_TYPE, listPath, titleFromSlug } from './paths';

export default function SubcategoriesPage() {
  const { t } = useTranslation();
  const { category = '' } = useParams();
  const language = useContentLanguage();
  const { data, error, loading, reload } = useApi('get_subcategory_by_maincategory', {
    category_slug: category,
    type: FUN_AND_LEARN_TYPE,
    ...language,
  });
  const list = data ?? [];
  const name = list[0]?.category_name ?? titleFromSlug(category);

  // A category without subcategories lists its passages right here.
  if (!loading && (error?.code === '102' || (!error && list.length === 0)))
    return <PassageListView key={category} category={category} />;

  return (
    <Page>
      <Seo title={name} />
      <PageHeader title={name} subtitle={t('choose_subcategory')} back="/fun-and-learn/" />
      {loading ? (
        <div className={cardStyles.grid} aria-busy="true" aria-label={t('loading')}>
          <CardSkeletons count={4} />
        </div>
      ) : error ? (
        <ErrorState message={error.message} offline={error.code === 'offline'} onRetry={reload} />
      ) : (
        <div className={cardStyles.grid} data-testid="subcategory-list">
          {list.map((s, i) => (
            <SubcategoryCard
              key={s.id}
              name={s.subcategory_name}
              image={s.image}
              index={i + 2}
              to={listPath(category, s.slug)}
              testId={`subcategory-${s.slug}`}
              meta={
                <span className={cardStyles.metaItem}>
                  <IconQuestion size={14} /> {t('questions_count', { count: s.no_of_que })}
                </span>
              }
            />
          ))}
        </div>
      )}
    </Page>
  );
}
