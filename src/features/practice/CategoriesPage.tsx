import { useTranslation } from 'react-i18next';
import { useApi } from '../../api';
import { CategoryCard } from '../../components/CatalogueCards';
import { EmptyState, ErrorState, Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { useContentLanguage } from '../../lib/catalogue-target';
import { CardSkeletons, cardStyles } from '../../play';
import { practiceModes, type ModeProps } from './config';
import { categoryPath } from './paths';

export default function CategoriesPage({ mode }: ModeProps) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { categoryType } = practiceModes[mode];
  const { data, error, loading, reload } = useApi('get_categories', { type: categoryType, ...language });
  const list = data ?? [];

  return (
    <Page>
      <Seo title={t(`mode_${mode}`)} description={t(`mode_${mode}_desc`)} />
      <PageHeader title={t(`mode_${mode}`)} subtitle={t('choose_category')} back="/" />
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
            <CategoryCard key={c.id} category={c} index={i} to={categoryPath(mode, c.slug)} />
          ))}
        </div>
      )}
    </Page>
  );
}
