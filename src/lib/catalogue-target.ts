import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { Category, Subcategory } from '../../contract/models';
import { ApiError, call, useApi } from '../api';
import { useAtom } from './atom-hooks';
import { useContentLanguages, useMultiLanguage, useContentLanguageId } from './settings';
import { codes } from '../../contract/codes';

/**
 * The modes (by their route's first segment: "audio-questions") the player asked to see in the site's
 * default language for this visit, because theirs has nothing there yet (CategoryListPage offers it).
 */
const contentFallbackAtom = atomWithStorage<string[]>(
  'openquiz.content-fallback',
  [],
  createJSONStorage<string[]>(() => sessionStorage),
  { getOnInit: true },
);

const modeOf = (pathname: string) => pathname.split('/')[1] ?? '';

/**
 * The content-language fallback of the mode on screen: whether it is on, the player's own language and
 * the default one (names as get_languages gives them), and the switches both ways.
 */
export function useContentFallback() {
  const [modes, setModes] = useAtom(contentFallbackAtom);
  const mode = modeOf(useLocation().pathname);
  const languages = useContentLanguages();
  const ownId = useContentLanguageId();
  const fallback = languages.find((l) => l.default_active) ?? languages[0];
  const own = languages.find((l) => l.id === ownId);
  const on = modes.includes(mode);
  const offer = useCallback(() => setModes((m) => [...m.filter((x) => x !== mode), mode]), [mode, setModes]);
  const undo = useCallback(() => setModes((m) => m.filter((x) => x !== mode)), [mode, setModes]);
  return {
    on,
    /** Whether this player's content language is another than the default (a fallback can help). */
    possible: Boolean(own && fallback && own.id !== fallback.id),
    own: own?.language ?? '',
    fallback: fallback?.language ?? '',
    fallbackId: fallback?.id ?? 0,
    offer,
    undo,
  };
}

/** `{ language_id }` for the actions that take it, only when multi-language mode is on (SPEC §5). */
export function useContentLanguage(): { language_id?: number } {
  const multiLanguage = useMultiLanguage();
  const languageId = useContentLanguageId();
  const [modes] = useAtom(contentFallbackAtom);
  const languages = useContentLanguages();
  const mode = modeOf(useLocation().pathname);
  const id = modes.includes(mode)
    ? ((languages.find((l) => l.default_active) ?? languages[0])?.id ?? languageId)
    : languageId;
  return multiLanguage && id ? { language_id: id } : {};
}

/**
 * What a learning mode plays: a category, or one of its subcategories. URLs carry slugs, while the
 * modes' fetches (get_guess_the_word, get_fun_n_learn, …) take `type` + a numeric `type_id`.
 */
export interface CatalogueTarget {
  type: 'category' | 'subcategory';
  id: number;
  category: Category;
  subcategory: Subcategory | null;
  /** The subcategory's name, or the category's. */
  name: string;
  /** Questions available in the target. */
  questions: number;
}

function toTarget(category: Category, subcategory: Subcategory | null): CatalogueTarget {
  return subcategory
    ? {
        type: 'subcategory',
        id: subcategory.id,
        category,
        subcategory,
        name: subcategory.subcategory_name,
        questions: subcategory.no_of_que,
      }
    : {
        type: 'category',
        id: category.id,
        category,
        subcategory: null,
        name: category.category_name,
        questions: category.no_of_que,
      };
}

const notFound = () => new ApiError(codes.notFound, '');

/** Resolves slugs to the target, for a play page's load (both lists are cached by the service worker). */
export async function resolveTarget(
  categoryType: number,
  categorySlug: string,
  subcategorySlug: string | undefined,
  language: { language_id?: number },
  signal: AbortSignal,
): Promise<CatalogueTarget> {
  const categories = await call('get_categories', { type: categoryType, ...language }, { signal });
  const category = categories.find((c) => c.slug === categorySlug);
  if (!category) throw notFound();
  if (!subcategorySlug) return toTarget(category, null);
  const subs = await call(
    'get_subcategory_by_maincategory',
    { category_slug: categorySlug, subcategory_slug: subcategorySlug, type: categoryType, ...language },
    { signal },
  );
  const subcategory = subs.find((s) => s.slug === subcategorySlug);
  if (!subcategory) throw notFound();
  return toTarget(category, subcategory);
}

/** The same resolution as a hook, for the screens before play (intro, passage list). */
export function useCatalogueTarget(categoryType: number, categorySlug: string, subcategorySlug?: string) {
  const language = useContentLanguage();
  const categories = useApi('get_categories', { type: categoryType, ...language });
  const subs = useApi(
    'get_subcategory_by_maincategory',
    { category_slug: categorySlug, subcategory_slug: subcategorySlug ?? '', type: categoryType, ...language },
    Boolean(subcategorySlug),
  );
  const category = categories.data?.find((c) => c.slug === categorySlug);
  const subcategory = subs.data?.find((s) => s.slug === subcategorySlug) ?? null;
  const loading = categories.loading || (Boolean(subcategorySlug) && subs.loading);
  const error =
    categories.error ??
    (subcategorySlug ? subs.error : undefined) ??
    (!loading && (!category || (subcategorySlug && !subcategory)) ? notFound() : undefined);
  const target = !loading && !error && category ? toTarget(category, subcategory) : null;
  return {
    target,
    category,
    error,
    loading,
    reload: () => {
      categories.reload();
      if (subcategorySlug) subs.reload();
    },
  };
}
