import { fail } from '../../http/api-error';
import type { BattleKind } from '../../../contract';
import { settingDefaults } from '../settings';
import type { SettingsStore } from '../settings';
import type { BattleTimings } from './battle-env';

/**
 * Battle rules (DESIGN §10, reference §3.9), read from the admin settings of the original's names
 * (`battle_mode_*`, defaults in settings/defaults.ts); bot games follow the random battle's settings.
 */
export interface BattleRules {
  questionCount: number;
  secondsPerQuestion: number;
  /** Entry fee of random battles; friend and group rooms offer 1–4 × their base fee. */
  entryFee: number;
  correctPoints: number;
  quickestBonus: number;
  secondQuickestBonus: number;
}

const settingPrefix = {
  random: 'battle_mode_random',
  friend: 'battle_mode_one',
  group: 'battle_mode_group',
  bot: 'battle_mode_random',
} as const satisfies Record<BattleKind, string>;

export async function battleRules(settings: SettingsStore, kind: BattleKind): Promise<BattleRules> {
  const prefix = settingPrefix[kind];
  return {
    questionCount: await settings.whole(`${prefix}_total_question`, 1),
    secondsPerQuestion: await settings.whole(`${prefix}_in_seconds`, 1),
    entryFee: kind === 'bot' ? 0 : await settings.whole(`${prefix}_entry_coin`, 0),
    correctPoints: await settings.whole(`${prefix}_correct_answer_credit_score`, 0),
    quickestBonus: await settings.whole(`${prefix}_quickest_correct_answer_extra_score`, 0),
    secondQuickestBonus: await settings.whole(`${prefix}_second_quickest_correct_answer_extra_score`, 0),
  };
}

/**
 * The operator's on/off switch of each kind (`battle_mode_random`, `_one`, `_group`; the bot follows
 * random battles), enforced here and not only by the screens that hide a switched-off kind.
 */
export async function assertBattleModeOn(settings: SettingsStore, kind: BattleKind): Promise<void> {
  if (!(await settings.on(settingPrefix[kind]))) throw fail('battleModeOff');
}

/** Whether players of this kind choose a category (`battle_mode_*_category` = 1). */
export const categoryMode = (settings: SettingsStore, kind: BattleKind) =>
  settings.on(`${settingPrefix[kind]}_category`);

/** The fees a room owner may pick: the base fee and its double, triple and quadruple. */
export const entryFeeChoices = (baseFee: number) => [1, 2, 3, 4].map((n) => n * baseFee);

export type { BattleTimings } from './battle-env';

export const defaultTimings: BattleTimings = {
  graceMs: 1_000,
  revealMs: 2_000,
  rejoinMs: 30_000,
  searchMs: Number(settingDefaults.battle_mode_random_search_duration.value) * 1000,
  questionMs: 0,
  botMinMs: 1_500,
  botMaxMs: 9_000,
};
