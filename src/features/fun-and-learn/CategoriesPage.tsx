import { useTranslation } from 'react-i18next';
import { useApi } from '../../api';
import { CategoryCard } from '../../components/CatalogueCards';
import { EmptyState, ErrorState, Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { useContentLanguage } from '../../lib/catalogue-target';
import { CardSkeletons, cardStyles } from '../../play';
import { FUN_AND_LEARN_TYPE, listPath } from './paths';

export default function CategoriesPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { data, error, loading, reload } = useApi('get_categories', {
    type: FUN_AND_LEARN_TYPE,
    ...language,
  });
  const list = data ?? [];

  return (
    <Page>
      <Seo title={t('mode_fun_learn')} description={t('mode_fun_learn_desc')} />
      <PageHeader title={t('mode_fun_learn')} subtitle={t('choose_category')} back="/" />
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
            <CategoryCard key={c.id} category={c} index={i} to={listPath(c.slug)} />
          ))}
        </div>
      )}
    </Page>
  );
}
