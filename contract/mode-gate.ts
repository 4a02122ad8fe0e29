import type { ActionName } from './actions';
import { modeTable, type ModeDef } from './modes';
import type { PublicSettingKey } from './public-settings';

/** Each mode's game actions, by name, with the switch that turns the mode on (contract/modes.ts). */
const switchByAction = new Map<ActionName, PublicSettingKey>();
for (const m of modeTable as readonly ModeDef[])
  if (m.switchKey) for (const name of m.actions) switchByAction.set(name, m.switchKey);

/**
 * The switch an action depends on, or null. The API route answers code 380 "this mode is turned off"
 * when it is off, so one check covers every mode's game actions. Catalogue lists are not gated: a
 * catalogue may serve several modes (self challenge plays from the quiz zone's), and listing reveals
 * nothing; the home page hides a switched-off mode and its games refuse to start.
 */
export const modeSwitchOf = (name: ActionName): PublicSettingKey | null => switchByAction.get(name) ?? null;
