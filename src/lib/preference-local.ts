import { atom } from 'jotai';
import type { Preferences } from '../../contract/preference-models';
import { localPreferencesAtom } from './preference-atoms';
import { isDemoAtom, isLoginAtom } from './session';
import { uiLanguageAtom } from './settings';
import { store } from './store';
import { themeAtom, type ThemeChoice } from './theme';

/**
 * The player's settings as this device holds them (issue 19), shared by lib/preferences.ts (the first
 * page's part) and lib/preference-sync.ts (the server's part, loaded later). Theme and interface
 * language keep the atoms they had before Settings existed; the rest live in localPreferencesAtom.
 */
export const preferencesAtom = atom<Preferences>((get) => {
  const ui = get(uiLanguageAtom);
  return { ...get(localPreferencesAtom), theme: get(themeAtom), ...(ui ? { ui_language: ui } : {}) };
});

/** Writes values into this device's atoms, without telling the server. */
export function applyLocally(patch: Partial<Preferences>) {
  const { theme, ui_language, ...rest } = patch;
  if ('theme' in patch) store.set(themeAtom, (theme ?? 'system') as ThemeChoice);
  if ('ui_language' in patch) store.set(uiLanguageAtom, ui_language ?? '');
  if (Object.keys(rest).length === 0) return;
  store.set(localPreferencesAtom, (now) => {
    const next: Record<string, unknown> = { ...now, ...rest };
    for (const [key, value] of Object.entries(rest)) if (value === undefined) delete next[key];
    return next;
  });
}

/** Signed in with an account of one's own (the demo account changes nothing on the server). */
export const syncsWithServer = () => store.get(isLoginAtom) && !store.get(isDemoAtom);
