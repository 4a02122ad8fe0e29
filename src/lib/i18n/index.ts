import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import english from '../../../contract/strings/languages/english.json';

/** The bundled fallback: the same file the server seeds as its English pack. */
export const FALLBACK_LANGUAGE = 'english';
export const englishStrings: Record<string, string> = english.strings;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: englishStrings } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // Feature strings arrive after the first render; components re-render when they do.
  react: { bindI18nStore: 'added' },
});

/**
 * The English strings of each feature (contract/strings/features) load in one chunk beside the shell
 * (feature-strings.ts), keeping the initial bundle within budget; the full-screen loader waits for them.
 */
export const featureStringsLoaded: Promise<void> = import('./feature-strings').then(
  ({ featureStrings }) => {
    i18n.addResourceBundle('en', 'translation', featureStrings, true, false);
  },
  () => undefined, // offline without a precache: keys stay visible rather than the app not starting
);

/**
 * Pack names are free-form words ("arabic"); i18next and <html lang> get a BCP 47 tag so plural rules
 * (Arabic has six forms) and screen readers work. An unknown name is used as it is.
 */
const languageTags: Record<string, string> = {
  english: 'en',
  arabic: 'ar',
  hindi: 'hi',
  french: 'fr',
  german: 'de',
  spanish: 'es',
  portuguese: 'pt',
  russian: 'ru',
  turkish: 'tr',
  urdu: 'ur',
  persian: 'fa',
  hebrew: 'he',
  indonesian: 'id',
  bengali: 'bn',
  chinese: 'zh',
  japanese: 'ja',
  korean: 'ko',
  italian: 'it',
  gujarati: 'gu',
};
export const languageTag = (name: string) => languageTags[name] ?? name;

/**
 * The first of the browser's preferred languages (navigator.languages, "ar-EG", "fr") that the site
 * offers, by its primary tag; null when none is offered. A first visit starts in it rather than in the
 * site's default (issue 19: an Arabic browser got English until the player found the language menu).
 */
export function browserLanguage(offered: readonly string[], preferred: readonly string[]): string | null {
  for (const wanted of preferred) {
    const primary = wanted.toLowerCase().split('-')[0];
    const match = offered.find((name) => languageTag(name).toLowerCase() === primary);
    if (match) return match;
  }
  return null;
}

/** The locale numbers and dates are written in: the language's, with Latin digits (as the header's coins). */
export const numberLocale = (language: string) => `${languageTag(language)}-u-nu-latn`;

export interface LanguagePack {
  name: string;
  web_rtl_support: boolean;
  strings: Record<string, string>;
}

/** Install a UI pack from get_system_language_json and switch to it, flipping the layout for RTL. */
export async function applyLanguagePack(pack: LanguagePack) {
  const tag = languageTag(pack.name);
  if (pack.name !== FALLBACK_LANGUAGE) i18n.addResourceBundle(tag, 'translation', pack.strings, true, true);
  // Already this language (English at start): changing to it again re-renders every translated component.
  if (i18n.language !== tag || pack.name !== FALLBACK_LANGUAGE) await i18n.changeLanguage(tag);
  setDocumentLanguage(pack.name, pack.web_rtl_support);
}

export function setDocumentLanguage(name: string, rtl: boolean) {
  const root = document.documentElement;
  root.lang = languageTag(name);
  root.dir = rtl ? 'rtl' : 'ltr';
}
