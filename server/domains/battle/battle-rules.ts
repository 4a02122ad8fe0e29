import type { BattleKind } from '../../../contract';
import type { SettingsStore } from '../settings/settings-store';

/**
 * Battle rules (DESIGN §10, reference §3.9). Each value may be overridden by an admin setting of the
 * original's name (`battle_mode_*`); absent settings fall back to these defaults.
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

const defaults: Record<BattleKind, BattleRules> = {
  random: rules(5),
  friend: rules(5),
  group: rules(5),
  bot: rules(0),
};

function rules(entryFee: number): BattleRules {
  return {
    questionCount: 10,
    secondsPerQuestion: 30,
    entryFee,
    correctPoints: 4,
    quickestBonus: 2,
    secondQuickestBonus: 1,
  };
}

const settingPrefix: Record<BattleKind, string> = {
  random: 'battle_mode_random',
  friend: 'battle_mode_one',
  group: 'battle_mode_group',
  bot: 'battle_mode_random',
};

export async function battleRules(settings: SettingsStore, kind: BattleKind): Promise<BattleRules> {
  const base = defaults[kind];
  const prefix = settingPrefix[kind];
  const read = async (suffix: string, fallback: number) => {
    const value = Number(await settings.raw(`${prefix}_${suffix}`));
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    questionCount: await read('total_question', base.questionCount),
    secondsPerQuestion: await read('in_seconds', base.secondsPerQuestion),
    entryFee: kind === 'bot' ? 0 : await read('entry_coin', base.entryFee),
    correctPoints: await read('correct_answer_credit_score', base.correctPoints),
    quickestBonus: await read('quickest_correct_answer_extra_score', base.quickestBonus),
    secondQuickestBonus: await read('second_quickest_correct_answer_extra_score', base.secondQuickestBonus),
  };
}

/** The fees a room owner may pick: the base fee and its double, triple and quadruple. */
export const entryFeeChoices = (baseFee: number) => [1, 2, 3, 4].map((n) => n * baseFee);

/** Clock of the room engine; tests shorten it, production keeps the defaults. */
export interface BattleTimings {
  /** Added to every deadline for network latency; answers inside it still count. */
  graceMs: number;
  /** Pause on the revealed answer before the next question. */
  revealMs: number;
  /** A dropped player's seat is kept this long for a rejoin, then they forfeit. */
  rejoinMs: number;
  /** Random search gives up after this and offers the bot. */
  searchMs: number;
  /** Overrides every room's seconds per question (tests); 0 keeps the rules. */
  questionMs: number;
  /** Bot think time range. */
  botMinMs: number;
  botMaxMs: number;
}

export const defaultTimings: BattleTimings = {
  graceMs: 1_000,
  revealMs: 2_000,
  rejoinMs: 30_000,
  searchMs: 30_000,
  questionMs: 0,
  botMinMs: 1_500,
  botMaxMs: 9_000,
};
