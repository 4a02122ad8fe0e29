// Shared by the app (its <html lang>, i18next, the first visit's language) and the server (whether the
// home page's prerendered hero, in the site's language, suits the visitor's browser).

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
