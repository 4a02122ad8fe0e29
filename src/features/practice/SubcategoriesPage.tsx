import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useApi } from '../../api';
import { SubcategoryCard } from '../../components/CatalogueCards';
import { IconQuestion } from '../../components/icons';
import { ErrorState, Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { useContentLanguage } from '../../lib/catalogue-target';
import { CardSkeletons, cardStyles } from '../../play';
import { practiceModes, type ModeProps } from './config';
import { IntroView } from './IntroView';
import { introPath, modePath, titleFromSlug } from './paths';

export default function SubcategoriesPage({ mode }: ModeProps) {
  const { t } = useTranslation();
  const { category = '' } = useParams();
  const language = useContentLanguage();
  const { categoryType } = practiceModes[mode];
  const { data, error, loading, reload } = useApi('get_subcategory_by_maincategory', {
    category_slug: category,
    type: categoryType,
    ...language,
  });
  const list = data ?? [];
  const name = list[0]?.category_name ?? titleFromSlug(category);

  // A category without subcategories is played as a whole: its intro is right here.
  if (!loading && (error?.code === '102' || (!error && list.length === 0)))
    return <IntroView key={category} mode={mode} category={category} />;

  return (
    <Page>
      <Seo title={name} />
      <PageHeader title={name} subtitle={t('choose_subcategory')} back={modePath(mode)} />
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
              to={introPath(mode, category, s.slug)}
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
