import { atom, useSetAtom } from 'jotai';
import { useAtom, useAtomValue } from './atom-hooks';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type {
  BootData,
  Configurations,
  ContentLanguage,
  UiLanguage,
  WebSettings,
} from '../../contract/models';
import { configOn } from './config-values';
import { FALLBACK_LANGUAGE, languageTag } from './i18n';
import { localPreferencesAtom } from './preference-atoms';

/** A JSON block the server inlined into index.html (server/http/index-html.ts); null in development or when unreadable. */
function inlined<T>(id: string): T | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/**
 * The configuration and the content languages, so a page's first request carries its content language
 * instead of going out without it or waiting for two round trips at start (issue 18).
 */
const boot = inlined<BootData>('boot-data');

/**
 * SPEC §3 WebSettings.data: inlined with the page, so the shell paints at once instead of behind a
 * get_web_settings round trip; then fetched once a session (SPEC §4).
 */
export const webSettingsAtom = atom<WebSettings | null>(inlined<WebSettings>('web-settings'));
/** SPEC §3 Settings.systemConfig: inlined with the page, then fetched after the first page. */
export const systemConfigAtom = atom<Configurations>(boot?.config ?? {});

/**
 * The UI language list (get_system_language_list): inlined with the page, then fetched after the first
 * page; empty until either came. And the chosen pack name (persisted).
 */
export const uiLanguagesAtom = atom<UiLanguage[]>(boot?.ui_languages ?? []);
export const uiLanguageAtom = atomWithStorage<string>(
  'openquiz.language',
  '',
  createJSONStorage<string>(() => localStorage),
  { getOnInit: true },
);
export const rtlAtom = atom(false);

/** language_id is sent only when multi-language mode is on (SPEC §5); otherwise nothing (= 0). */
export const multiLanguageAtom = atom((get) => configOn(get(systemConfigAtom), 'language_mode'));

export { configNumber, configOn, configText } from './config-values';

/** Quiz-content languages (get_languages): inlined with the page, then fetched after the first page. */
export const contentLanguagesAtom = atom<ContentLanguage[]>(boot?.languages ?? []);

/**
 * The quiz-content language: the one the player chose in Settings, else the interface language's when
 * the server has content in it (Arabic interface, Arabic questions); otherwise 0, which the server
 * answers in its default language.
 */
export const contentLanguageIdAtom = atom((get) => {
  const list = get(contentLanguagesAtom);
  const chosen = get(localPreferencesAtom).content_language;
  const code = languageTag(get(uiLanguageAtom) || FALLBACK_LANGUAGE);
  return (
    (chosen ? list.find((l) => l.code === chosen)?.id : undefined) ??
    list.find((l) => l.code === code)?.id ??
    0
  );
});

// Hooks: components read and change the settings through these, not through jotai.
export const useWebSettings = () => useAtomValue(webSettingsAtom);
export const useWebSettingsState = () => useAtom(webSettingsAtom);
export const useSystemConfig = () => useAtomValue(systemConfigAtom);
export const useSetSystemConfig = () => useSetAtom(systemConfigAtom);
export const useUiLanguages = () => useAtomValue(uiLanguagesAtom);
export const useUiLanguagesState = () => useAtom(uiLanguagesAtom);
export const useUiLanguage = () => useAtomValue(uiLanguageAtom);
export const useUiLanguageState = () => useAtom(uiLanguageAtom);
export const useRtl = () => useAtomValue(rtlAtom);
export const useSetRtl = () => useSetAtom(rtlAtom);
export const useMultiLanguage = () => useAtomValue(multiLanguageAtom);
export const useContentLanguages = () => useAtomValue(contentLanguagesAtom);
export const useSetContentLanguages = () => useSetAtom(contentLanguagesAtom);
export const useContentLanguageId = () => useAtomValue(contentLanguageIdAtom);
