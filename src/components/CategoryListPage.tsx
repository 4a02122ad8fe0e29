import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../contract/models';
import { useApi } from '../api';
import { useContentFallback, useContentLanguage } from '../lib/catalogue-target';
// Straight from the files, not the play barrel: a category list must not wait for the play screen's chunk.
import { CardSkeletons } from './CardArt';
import cardStyles from './Cards.module.css';
import { CategoryCard } from './CatalogueCards';
import { EmptyState, ErrorState, Page, PageHeader } from './Page';
import { Seo } from './Seo';
import { codes } from '../../contract/codes';
import { catalogueMode, type ModeId } from '../../contract/modes';

/** The category list that opens a mode: its title, its catalogue's categories as cards, their states. */
export function CategoryListPage({
  mode: modeId,
  pathOf,
  meta,
}: {
  /** The mode (contract/modes.ts): its catalogue; its title is `mode_<id>`, description `mode_<id>_desc`. */
  mode: ModeId;
  pathOf: (slug: string) => string;
  /** Extra meta on a card, after the question count. */
  meta?: (category: Category) => ReactNode;
}) {
  const { t } = useTranslation();
  const type = catalogueMode(modeId).categoryType;
  const language = useContentLanguage();
  const { data, error, loading, reload } = useApi('get_categories', { type, ...language });
  const list = data ?? [];
  // The server answers in its default language when it has nothing in the player's: say so.
  const fallback = useContentFallback(list[0]?.language_id);

  return (
    <Page>
      <Seo title={t(`mode_${modeId}`)} description={t(`mode_${modeId}_desc`)} />
      <PageHeader title={t(`mode_${modeId}`)} subtitle={t('choose_category')} back="/" />
      {loading ? (
        <div className={cardStyles.grid} aria-busy="true" aria-label={t('loading')}>
          <CardSkeletons />
        </div>
      ) : error && error.code !== codes.notFound ? (
        <ErrorState message={error.message} offline={error.code === 'offline'} onRetry={reload} />
      ) : list.length === 0 ? (
        <EmptyState title={t('no_categories')} text={t('no_categories_text')} />
      ) : (
        <>
          {fallback.on ? (
            <p className={cardStyles.fallbackNote} role="status" data-testid="content-fallback-note">
              {t('content_fallback_note', {
                mode: t(`mode_${modeId}`),
                language: fallback.fallback,
                own: fallback.own,
              })}
            </p>
          ) : null}
          <div className={cardStyles.grid} data-testid="category-list">
            {list.map((c, i) => (
              <CategoryCard key={c.id} category={c} index={i} to={pathOf(c.slug)} meta={meta?.(c)} />
            ))}
          </div>
        </>
      )}
    </Page>
  );
}
