import type { Preferences } from '../../contract/preference-models';
import { useAtomValue } from './atom-hooks';
import { localPreferencesAtom, preferencesChangedAtom } from './preference-atoms';
import { applyLocally, preferencesAtom, syncsWithServer } from './preference-local';
import { store } from './store';

/**
 * The player's settings (issue 19): applied on this device at once, and saved on the server when the
 * player is signed in, so they follow them to another device (the server's part: preference-sync.ts).
 */
export { preferencesAtom };
export const usePreferences = () => useAtomValue(preferencesAtom);

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
