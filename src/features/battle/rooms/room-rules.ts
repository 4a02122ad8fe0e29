import { BATTLE_MAX_QUESTIONS } from '../../../../contract/battle-models';
import type { Configurations } from '../../../../contract/models';
import type { PublicSettingKey } from '../../../../contract/public-settings';
import { configNumber, configOn } from '../../../lib/settings';
import { battlePaths, type BattleArea } from '../paths';

/** Admin settings of each room kind, under the original's names (`battle_mode_one_*`, `battle_mode_group_*`). */
const settingKeys = {
  one: {
    category: 'battle_mode_one_category',
    fee: 'battle_mode_one_entry_coin',
    questions: 'battle_mode_one_total_question',
  },
  group: {
    category: 'battle_mode_group_category',
    fee: 'battle_mode_group_entry_coin',
    questions: 'battle_mode_group_total_question',
  },
} as const satisfies Record<BattleArea, Record<string, PublicSettingKey>>;

/** What create_room calls each kind. */
export const roomType: Record<BattleArea, 'friend' | 'group'> = { one: 'friend', group: 'group' };

const QUESTION_STEPS = [3, 5, 10, 15, 20, 25];

export interface RoomRules {
  /** Players choose a category (`*_category` = 1). */
  categories: boolean;
  /** The base entry fee; owners pick 1–4 times it, 0 means free rooms only. */
  baseFee: number;
  maxQuestions: number;
}

export function roomRules(config: Configurations, area: BattleArea): RoomRules {
  const keys = settingKeys[area];
  return {
    categories: configOn(config, keys.category),
    baseFee: Math.max(0, configNumber(config, keys.fee)),
    maxQuestions: Math.min(BATTLE_MAX_QUESTIONS, Math.max(1, configNumber(config, keys.questions))),
  };
}

/** The fees the server accepts: the base fee and its double, triple and quadruple. */
export const feeChoices = (baseFee: number) => (baseFee > 0 ? [1, 2, 3, 4].map((n) => n * baseFee) : [0]);

/** A few round counts below the admin's total, and the total itself. */
export const questionChoices = (max: number) => [...QUESTION_STEPS.filter((n) => n < max), max];

export const setupPath = (area: BattleArea) => (area === 'group' ? battlePaths.group : battlePaths.friend);

/** The link a room's owner shares: the setup page of its kind, which joins the code it carries. */
export const inviteLink = (area: BattleArea, code: string) =>
  `${window.location.origin}${setupPath(area)}?code=${encodeURIComponent(code)}`;

export const ROOM_CODE_LENGTH = 6;

/**
 * A room code as typed or pasted: upper case, letters and digits only, at most six. A pasted invite link
 * gives its `code` parameter, so sharing the link or the code both work.
 */
export function readRoomCode(input: string): string {
  const fromLink = /[?&]code=([^&#\s]+)/i.exec(input)?.[1];
  const raw = fromLink ? decodeURIComponent(fromLink) : input;
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, ROOM_CODE_LENGTH);
}
