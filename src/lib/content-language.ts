import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { ContentLanguage } from '../../contract/models';
import { contentLanguageIdAtom, contentLanguagesAtom, multiLanguageAtom } from './settings';
import { store } from './store';

/**
 * The modes the server answered in its default language for this visit, because the player's has
 * nothing there yet: "<route's first segment>:<the player's content language id>" (the server falls back
 * on its own; CategoryListPage notices and says so). Every page of that mode then asks in the default
 * language too, so its subcategories and questions match the categories shown.
 */
export const contentFallbackAtom = atomWithStorage<string[]>(
  'openquiz.content-fallback',
  [],
  createJSONStorage<string[]>(() => sessionStorage),
  { getOnInit: true },
);

/** The mode of a route: its first segment. */
export const modeOf = (pathname: string) => pathname.split('/')[1] ?? '';

/** The content language the server falls back to: the default one. */
export const defaultOf = (languages: ContentLanguage[]) =>
  languages.find((l) => l.default_active) ?? languages[0];

/** What the content language of a request depends on. */
export interface ContentLanguageInputs {
  multiLanguage: boolean;
  languageId: number;
  fallbacks: string[];
  languages: ContentLanguage[];
}

/**
 * `{ language_id }` for the actions that take it at this route, only when multi-language mode is on
 * (SPEC §5). One rule for the pages' hook and the routes' loaders, whose early requests must match the
 * page's own exactly to be taken.
 */
export function contentLanguageOf(inputs: ContentLanguageInputs, pathname: string): { language_id?: number } {
  const { multiLanguage, languageId, fallbacks, languages } = inputs;
  const id = fallbacks.includes(`${modeOf(pathname)}:${languageId}`)
    ? (defaultOf(languages)?.id ?? languageId)
    : languageId;
  return multiLanguage && id ? { language_id: id } : {};
}

/** contentLanguageOf, read now from the app's store (a route's loader, outside React). */
export const contentLanguageAt = (pathname: string) =>
  contentLanguageOf(
    {
      multiLanguage: store.get(multiLanguageAtom),
      languageId: store.get(contentLanguageIdAtom),
      fallbacks: store.get(contentFallbackAtom),
      languages: store.get(contentLanguagesAtom),
    },
    pathname,
  );
