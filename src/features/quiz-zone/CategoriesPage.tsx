import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api';
import { CategoryCard } from '../../components/CatalogueCards';
import { EmptyState, ErrorState, Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { contentLanguageIdAtom, multiLanguageAtom } from '../../lib/settings';
import { CardSkeletons, cardStyles as styles } from '../../play';
import { levelsPath } from './paths';

export default function CategoriesPage() {
  const { t } = useTranslation();
  const multiLanguage = useAtomValue(multiLanguageAtom);
  const languageId = useAtomValue(contentLanguageIdAtom);
  const { data, error, loading, reload } = useApi('get_categories', {
    type: 1,
    ...(multiLanguage && languageId ? { language_id: languageId } : {}),
  });
  const list = data ?? [];

  return (
    <Page>
      <Seo title={t('mode_quiz_zone')} description={t('mode_quiz_zone_desc')} />
      <PageHeader title={t('mode_quiz_zone')} subtitle={t('choose_category')} back="/" />
      {loading ? (
        <div className={styles.grid} aria-busy="true" aria-label={t('loading')}>
          <CardSkeletons />
        </div>
      ) : error && error.code !== '102' ? (
        <ErrorState message={error.message} offline={error.code === 'offline'} onRetry={reload} />
      ) : list.length === 0 ? (
        <EmptyState title={t('no_categories')} text={t('no_categories_text')} />
      ) : (
        <div className={styles.grid} data-testid="category-list">
          {list.map((c, i) => (
            <CategoryCard key={c.id} category={c} index={i} to={levelsPath(c.slug)} />
          ))}
        </div>
      )}
    </Page>
  );
}
