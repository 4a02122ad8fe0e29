import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import english from '../../../server/seed/ui-languages/english.json';

/** The bundled fallback: the same file the server seeds as its English pack. */
export const FALLBACK_LANGUAGE = 'english';
export const englishStrings: Record<string, string> = english.strings;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  resources: { [FALLBACK_LANGUAGE]: { translation: englishStrings } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** BCP 47 tags for the <html lang> attribute; pack names are free-form words such as "arabic". */
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
export const languageTag = (name: string) => languageTags[name] ?? 'en';

export interface LanguagePack {
  name: string;
  web_rtl_support: boolean;
  strings: Record<string, string>;
}

/** Install a UI pack from get_system_language_json and switch to it, flipping the layout for RTL. */
export async function applyLanguagePack(pack: LanguagePack) {
  if (pack.name !== FALLBACK_LANGUAGE)
    i18n.addResourceBundle(pack.name, 'translation', pack.strings, true, true);
  await i18n.changeLanguage(pack.name);
  setDocumentLanguage(pack.name, pack.web_rtl_support);
}

export function setDocumentLanguage(name: string, rtl: boolean) {
  const root = document.documentElement;
  root.lang = languageTag(name);
  root.dir = rtl ? 'rtl' : 'ltr';
}
