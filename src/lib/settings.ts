import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { Configurations, UiLanguage, WebSettings } from '../../contract/models';

/** SPEC §3 WebSettings.data; fetched once a session (SPEC §4). */
export const webSettingsAtom = atom<WebSettings | null>(null);
/** SPEC §3 Settings.systemConfig. */
export const systemConfigAtom = atom<Configurations>({});

/** The UI language list (get_system_language_list) and the chosen pack name (persisted). */
export const uiLanguagesAtom = atom<UiLanguage[]>([]);
export const uiLanguageAtom = atomWithStorage<string>(
  'openquiz.language',
  '',
  createJSONStorage<string>(() => localStorage),
  { getOnInit: true },
);
export const rtlAtom = atom(false);

/** language_id is sent only when multi-language mode is on (SPEC §5); otherwise nothing (= 0). */
export const multiLanguageAtom = atom((get) => String(get(systemConfigAtom).language_mode ?? '') === '1');

export const configNumber = (config: Configurations, key: string, fallback: number) => {
  const n = Number(config[key]);
  return Number.isFinite(n) && config[key] !== '' && config[key] !== undefined ? n : fallback;
};

/** The quiz-content language the player picked (get_languages), used when multi-language mode is on. */
export const contentLanguageIdAtom = atomWithStorage<number>(
  'openquiz.content-language',
  0,
  createJSONStorage<number>(() => localStorage),
  { getOnInit: true },
);
