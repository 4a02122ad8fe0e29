import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useApi } from '../../api';
import { IconCheck, IconQuestion, IconStar } from '../../components/icons';
import { PackButton } from '../../components/PackButton';
import { ErrorState, Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { useContentLanguage } from '../../lib/catalogue-target';
import { useSetSelectedSubcategory } from './state';
import { CardArt, CardSkeletons } from '../../play';
import { LevelsView } from './LevelsView';
import { levelsPath, titleFromSlug } from './paths';
import styles from '../../play/Cards.module.css';
import { codes } from '../../../contract/codes';

export default function SubcategoriesPage() {
  const { t } = useTranslation();
  const { category = '' } = useParams();
  const selectSub = useSetSelectedSubcategory();
  const language = useContentLanguage();
  const { data, error, loading, reload } = useApi('get_subcategory_by_maincategory', {
    category_slug: category,
    ...language,
  });
  const list = data ?? [];
  const name = list[0]?.category_name ?? titleFromSlug(category);

  // A category without subcategories has its levels right here.
  if (
    !loading &&
    (list.length === 0 || error?.code === codes.notFound) &&
    (!error || error.code === codes.notFound)
  )
    return <LevelsView key={category} category={category} />;

  return (
    <Page>
      <Seo title={name} />
      <PageHeader title={name} subtitle={t('choose_subcategory')} back="/quiz-zone/" />
      {list[0] ? (
        <div className={styles.packBar}>
          <PackButton type="category" id={list[0].maincat_id} title={name} />
        </div>
      ) : null}
      {loading ? (
        <div className={styles.grid} aria-busy="true" aria-label={t('loading')}>
          <CardSkeletons count={4} />
        </div>
      ) : error ? (
        <ErrorState message={error.message} offline={error.code === 'offline'} onRetry={reload} />
      ) : (
        <div className={styles.grid} data-testid="subcategory-list">
          {list.map((s, i) => {
            const done = Math.max(0, Math.min(s.unlocked_level - 1, s.maxlevel));
            return (
              <Link
                key={s.id}
                to={levelsPath(category, s.slug)}
                className={styles.card}
                onClick={() => selectSub({ slug: s.slug, name: s.subcategory_name })}
                data-testid={`subcategory-${s.slug}`}
              >
                <CardArt image={s.image} name={s.subcategory_name} index={i + 2} />
                {s.is_play ? (
                  <span className={styles.playedBadge}>
                    <IconCheck size={14} /> {t('played')}
                  </span>
                ) : null}
                <span className={styles.cardBody}>
                  <span className={styles.cardTitle} dir="auto">
                    {s.subcategory_name}
                  </span>
                  <span className={styles.cardMeta}>
                    <span className={styles.metaItem}>
                      <IconQuestion size={14} /> {t('questions_count', { count: s.no_of_que })}
                    </span>
                    <span className={styles.metaItem}>
                      <IconStar size={14} /> {t('levels_done', { done, total: s.maxlevel })}
                    </span>
                  </span>
                </span>
              </Link>
            );
          })}
        </div>
      )}
    </Page>
  );
}
