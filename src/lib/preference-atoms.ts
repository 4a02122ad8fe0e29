import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { Preferences } from '../../contract/preference-models';

/**
 * This device's copy of the player's settings (issue 19), beside the two older keys that keep theirs
 * (`openquiz.theme`, `openquiz.language`): read at start with no request, so they apply before the
 * first paint, and kept in step with the server's copy by lib/preferences.ts.
 */
export const localPreferencesAtom = atomWithStorage<Omit<Preferences, 'theme' | 'ui_language'>>(
  'openquiz.preferences',
  {},
  createJSONStorage(() => localStorage),
  { getOnInit: true },
);

/** When this device last changed a setting (ms), to tell whose copy is newer when they meet. */
export const preferencesChangedAtom = atomWithStorage<number>(
  'openquiz.preferences.changed',
  0,
  createJSONStorage<number>(() => localStorage),
  { getOnInit: true },
);
