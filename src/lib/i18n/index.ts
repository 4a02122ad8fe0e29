import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import english from '../../../contract/strings/languages/english.json';
// The shell's own feature strings (header, verify reminder, footer): bundled, so the shell paints before
// the features' chunk arrives (issue 18); feature-strings.ts leaves this file out.
import { english as shellStrings } from '../../../contract/strings/features/shell.json';
import { browserLanguage, languageTag } from '../../../contract/language-tags';

export { browserLanguage, languageTag };

/** The bundled fallback: the same file the server seeds as its English pack. */
export const FALLBACK_LANGUAGE = 'english';
export const englishStrings: Record<string, string> = { ...english.strings, ...shellStrings };

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
 * (feature-strings.ts), keeping the initial bundle within budget; the page waits for them, the shell not.
 */
export const featureStringsLoaded: Promise<void> = import('./feature-strings').then(
  ({ featureStrings }) => {
    i18n.addResourceBundle('en', 'translation', featureStrings, true, false);
  },
  () => undefined, // offline without a precache: keys stay visible rather than the app not starting
);

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
