import { RESET, type PreferenceKey } from '../../contract/preference-keys';
import type { Preferences, SavedPreferences } from '../../contract/preference-models';
import { call } from '../api/client';
import { callOrQueue } from '../api/queue';
import { preferencesChangedAtom } from './preference-atoms';
import { applyLocally, preferencesAtom, syncsWithServer } from './preference-local';
import { store } from './store';

/**
 * The server side of the player's settings (issue 19), apart from lib/preferences.ts so that it loads
 * when a setting changes or a signed-in session starts, not with the first page.
 */

/** Saves a change on the server, or queues it in the outbox when the server cannot be reached. */
export async function savePreferences(patch: Partial<Preferences>): Promise<void> {
  await callOrQueue('set_preferences', toWire(patch));
}

/** The keys whose absence means "the default" on the server too ('auto' forgets them there). */
const RESETTABLE: PreferenceKey[] = ['ui_language', 'content_language', 'time_zone'];

type Wire = Partial<Record<PreferenceKey, string>>;

/** The form fields of set_preferences for a patch: booleans as 1/0, a cleared language or zone as RESET. */
export function toWire(patch: Partial<Preferences>): Wire {
  const wire: Wire = {};
  for (const [key, value] of Object.entries(patch) as [PreferenceKey, unknown][]) {
    if (value === undefined) {
      if (RESETTABLE.includes(key)) wire[key] = RESET;
    } else if (typeof value === 'boolean') wire[key] = value ? '1' : '0';
    else wire[key] = String(value);
  }
  return wire;
}

/**
 * Brings this device and the server into step after sign-in or at start: the newer copy wins. The
 * server's when it changed after this device last did (the player chose on another device); this
 * device's otherwise (chosen while signed out or offline), which is then sent up whole.
 */
export async function syncPreferences(signal?: AbortSignal): Promise<void> {
  if (!syncsWithServer()) return;
  const saved: SavedPreferences = await call('get_preferences', {}, { signal });
  const serverTime = Date.parse(saved.updated_at) || 0;
  const localTime = store.get(preferencesChangedAtom);
  if (serverTime >= localTime) {
    if (serverTime > 0) applyLocally(saved.preferences);
    return;
  }
  const mine = store.get(preferencesAtom);
  // The theme is always set here ('system' by default): send it only when the player picked one.
  if (mine.theme === 'system' && saved.preferences.theme === undefined) delete mine.theme;
  if (Object.keys(mine).length > 0) await callOrQueue('set_preferences', toWire(mine));
}
