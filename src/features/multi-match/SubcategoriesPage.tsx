import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useApi } from '../../api';
import { SubcategoryCard } from '../../components/CatalogueCards';
import { IconCheck, IconQuestion, IconStar } from '../../components/icons';
import { ErrorState, Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { useContentLanguage } from '../../lib/catalogue-target';
import { CardSkeletons, cardStyles } from '../../play';
import { LevelsView } from './LevelsView';
import { levelsPath, MULTI_MATCH_TYPE, titleFromSlug } from './paths';

export default function SubcategoriesPage() {
  const { t } = useTranslation();
  const { category = '' } = useParams();
  const language = useContentLanguage();
  const { data, error, loading, reload } = useApi('get_subcategory_by_maincategory', {
    category_slug: category,
    type: MULTI_MATCH_TYPE,
    ...language,
  });
  const list = data ?? [];
  const name = list[0]?.category_name ?? titleFromSlug(category);

  // A category without subcategories has its levels right here.
  if (!loading && (error?.code === '102' || (!error && list.length === 0)))
    return <LevelsView key={category} category={category} />;

  return (
    <Page>
      <Seo title={name} />
      <PageHeader title={name} subtitle={t('choose_subcategory')} back="/multi-match-questions/" />
      {loading ? (
        <div className={cardStyles.grid} aria-busy="true" aria-label={t('loading')}>
          <CardSkeletons count={4} />
        </div>
      ) : error ? (
        <ErrorState message={error.message} offline={error.code === 'offline'} onRetry={reload} />
      ) : (
        <div className={cardStyles.grid} data-testid="subcategory-list">
          {list.map((s, i) => {
            const done = Math.max(0, Math.min(s.unlocked_level - 1, s.maxlevel));
            return (
              <SubcategoryCard
                key={s.id}
                name={s.subcategory_name}
                image={s.image}
                index={i + 2}
                to={levelsPath(category, s.slug)}
                testId={`subcategory-${s.slug}`}
                badge={
                  s.is_play ? (
                    <span className={cardStyles.playedBadge}>
                      <IconCheck size={14} /> {t('played')}
                    </span>
                  ) : null
                }
                meta={
                  <>
                    <span className={cardStyles.metaItem}>
                      <IconQuestion size={14} /> {t('questions_count', { count: s.no_of_que })}
                    </span>
                    <span className={cardStyles.metaItem}>
                      <IconStar size={14} /> {t('levels_done', { done, total: s.maxlevel })}
                    </span>
                  </>
                }
              />
            );
          })}
        </div>
      )}
    </Page>
  );
}
