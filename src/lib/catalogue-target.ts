import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Category, ContentLanguage, Subcategory } from '../../contract/models';
import { ApiError, call, useApi } from '../api';
import { useAtom } from './atom-hooks';
import { contentFallbackAtom, contentLanguageOf, defaultOf, modeOf } from './content-language';
import { useContentLanguages, useMultiLanguage, useContentLanguageId } from './settings';
import { codes } from '../../contract/codes';

/**
 * A content language's name in the interface's language ("anglais" in French, "الإنجليزية" in Arabic),
 * for a sentence; the name the site gives it (its own: "Français") where the browser cannot say.
 */
function languageName(language: ContentLanguage | undefined, locale: string): string {
  if (!language) return '';
  try {
    return displayNames(locale || 'en').of(language.code) ?? language.language;
  } catch {
    return language.language;
  }
}

/** One Intl.DisplayNames per interface language: making one loads its locale data (~40 ms on a slow phone). */
const namesByLocale = new Map<string, Intl.DisplayNames>();
function displayNames(locale: string): Intl.DisplayNames {
  let names = namesByLocale.get(locale);
  if (!names) namesByLocale.set(locale, (names = new Intl.DisplayNames([locale], { type: 'language' })));
  return names;
}

/**
 * The content-language fallback of the mode on screen, given the language the categories shown are in:
 * on when they are not in the player's (the server had none there), with both languages' names.
 */
export function useContentFallback(shownLanguageId: number | undefined) {
  const [entries, setEntries] = useAtom(contentFallbackAtom);
  // The interface's language from i18next, which re-renders this when it changes. <html lang> follows
  // only after the switch's render, so a note rendered then kept the previous language's names
  // ("Arabic" in an Arabic sentence: a flaky e2e run showed it).
  const locale = useTranslation().i18n.language;
  const mode = modeOf(useLocation().pathname);
  const languages = useContentLanguages();
  const ownId = useContentLanguageId();
  const key = `${mode}:${ownId}`;
  const on = entries.includes(key);
  const fellBack = Boolean(ownId && shownLanguageId && shownLanguageId !== ownId);
  useEffect(() => {
    if (fellBack && !on) setEntries((e) => [...e, key]);
  }, [fellBack, on, key, setEntries]);
  if (!on && !fellBack) return { on: false, own: '', fallback: '' };
  const own = languages.find((l) => l.id === ownId);
  return {
    on: true,
    own: languageName(own, locale),
    fallback: languageName(defaultOf(languages), locale),
  };
}

/** `{ language_id }` for the actions that take it, only when multi-language mode is on (SPEC §5). */
export function useContentLanguage(): { language_id?: number } {
  const [fallbacks] = useAtom(contentFallbackAtom);
  const inputs = {
    multiLanguage: useMultiLanguage(),
    languageId: useContentLanguageId(),
    fallbacks,
    languages: useContentLanguages(),
  };
  return contentLanguageOf(inputs, useLocation().pathname);
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
