import { atom } from 'jotai';
import type { Preferences } from '../../contract/preference-models';
import { useAtomValue } from './atom-hooks';
import { localPreferencesAtom, preferencesChangedAtom } from './preference-atoms';
import { isDemoAtom, isLoginAtom } from './session';
import { uiLanguageAtom } from './settings';
import { store } from './store';
import { themeAtom, type ThemeChoice } from './theme';

/**
 * The player's settings (issue 19): applied on this device at once, and saved on the server when the
 * player is signed in, so they follow them to another device. Theme and interface language keep the
 * atoms they had before Settings existed; the rest live in localPreferencesAtom.
 */
export const preferencesAtom = atom<Preferences>((get) => {
  const ui = get(uiLanguageAtom);
  return { ...get(localPreferencesAtom), theme: get(themeAtom), ...(ui ? { ui_language: ui } : {}) };
});
export const usePreferences = () => useAtomValue(preferencesAtom);

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

/**
 * Changes settings: here at once, then on the server (through the outbox when offline, so the change
 * reaches it exactly once). `undefined` puts a setting back to its default. Rejects when the server
 * refuses the value (the change stays here: it is this device's choice either way). The saving code
 * loads on the first change, not with the first page.
 */
export async function setPreferences(patch: Partial<Preferences>): Promise<void> {
  applyLocally(patch);
  store.set(preferencesChangedAtom, Date.now());
  if (!syncsWithServer()) return;
  const { savePreferences } = await import('./preference-sync');
  await savePreferences(patch);
}

/** Whether the system or the player asks for less motion; read where motion is started. */
export function reducedMotion(): boolean {
  const chosen = store.get(localPreferencesAtom).reduced_motion;
  if (chosen === 'on') return true;
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Data saver: no audio or pictures fetched ahead of need. 'auto' follows the browser's own data saver
 * (a metered or slow connection); the player can force it either way.
 */
export function dataSaver(): boolean {
  const chosen = store.get(localPreferencesAtom).data_saver ?? 'auto';
  if (chosen !== 'auto') return chosen === 'on';
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** The time zone the daily quiz and exams count days in: the player's choice, else the device's. */
export function playerTimeZone(): string {
  return store.get(localPreferencesAtom).time_zone || Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Root font sizes of the text-size setting: every measure of the UI is in rem, so all of it follows. */
const FONT_SCALE = { small: '87.5%', medium: '', large: '112.5%', 'x-large': '125%' } as const;

/** Applies what is drawn by the document itself: text size and reduced motion. */
export function applyDocumentPreferences(prefs: Preferences) {
  const root = document.documentElement;
  root.style.fontSize = FONT_SCALE[prefs.font_size ?? 'medium'];
  if (prefs.reduced_motion === 'on') root.dataset.motion = 'reduce';
  else delete root.dataset.motion;
}
