import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api';
import { useContentLanguage } from '../lib/catalogue-target';
import { titleFromSlug } from '../lib/slug-title';
// Straight from the files, not the play barrel (the play screen's chunk stays off the category lists).
import { CardSkeletons } from './CardArt';
import cardStyles from './Cards.module.css';
import { SubcategoryCard } from './CatalogueCards';
import { IconCheck, IconQuestion, IconStar } from './icons';
import { PackButton } from './PackButton';
import { ErrorState, Page, PageHeader } from './Page';
import { Seo } from './Seo';
import { codes } from '../../contract/codes';
import { catalogueMode, type ModeId } from '../../contract/modes';

/**
 * The subcategories of a mode's category as cards. A category without subcategories is played as a
 * whole: `whole` is shown in their place. Levelled modes show the levels done; modes whose questions
 * packs can hold offer the whole category for download (contract/modes.ts).
 */
export function SubcategoryListPage({
  mode: modeId,
  category,
  pathOf,
  onPick,
  whole,
}: {
  mode: ModeId;
  category: string;
  pathOf: (subcategory: string) => string;
  /** Told which subcategory the player opened (its name titles the next page while it loads). */
  onPick?: (subcategory: { slug: string; name: string }) => void;
  whole: ReactNode;
}) {
  const { t } = useTranslation();
  const mode = catalogueMode(modeId);
  const { categoryType: type, path: back } = mode;
  const levels = mode.flow === 'levels';
  const pack = mode.pack !== null;
  const language = useContentLanguage();
  const { data, error, loading, reload } = useApi('get_subcategory_by_maincategory', {
    category_slug: category,
    type,
    ...language,
  });
  const list = data ?? [];
  const name = list[0]?.category_name ?? titleFromSlug(category);

  if (!loading && (error?.code === codes.notFound || (!error && list.length === 0))) return whole;

  return (
    <Page>
      <Seo title={name} />
      <PageHeader title={name} subtitle={t('choose_subcategory')} back={back} />
      {pack && list[0] ? (
        <div className={cardStyles.packBar}>
          <PackButton type="category" id={list[0].maincat_id} title={name} />
        </div>
      ) : null}
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
              to={pathOf(s.slug)}
              onClick={onPick ? () => onPick({ slug: s.slug, name: s.subcategory_name }) : undefined}
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
                  {levels ? (
                    <span className={cardStyles.metaItem}>
                      <IconStar size={14} />{' '}
                      {t('levels_done', {
                        done: Math.max(0, Math.min(s.unlocked_level - 1, s.maxlevel)),
                        total: s.maxlevel,
                      })}
                    </span>
                  ) : null}
                </>
              }
            />
          ))}
        </div>
      )}
    </Page>
  );
}
