import type { BadgeType } from '../../../contract';

export interface BadgeRule {
  /** Progress at which the badge unlocks (1 for the one-off badges). */
  goal: number;
  /** Coins paid once on claim. */
  reward: number;
  label: string;
  note: string;
}

/** Sets shorter than this never count for the speed and accuracy badges (SPEC §9 "minimum 5 questions"). */
export const MIN_QUESTIONS = 5;
/** Super Sonic: no answer of the set took longer than this, counted from the previous answer or the set's start. */
export const SUPER_SONIC_SECONDS = 8;
/** Flashback: the set's average time per question (issue to last answer, divided by its questions). */
export const FLASHBACK_SECONDS = 15;

/**
 * Goals follow the original's counters (reference §3.12: unlocked when the count reaches them), with
 * SPEC §9's figures where the original's note disagreed with its counter (Elite: 5k, not 200).
 * The original paid 1–10 coins; rewards here grow with the effort a badge takes.
 */
export const badgeRules: Record<BadgeType, BadgeRule> = {
  dashing_debut: { goal: 1, reward: 2, label: 'Dashing Debut', note: 'Play your first Quiz Zone game' },
  combat_winner: { goal: 1, reward: 5, label: 'Combat Winner', note: 'Win a random battle' },
  clash_winner: { goal: 1, reward: 5, label: 'Clash Winner', note: 'Win a group battle' },
  most_wanted_winner: { goal: 1, reward: 10, label: 'Most Wanted', note: 'Win a contest' },
  ultimate_player: {
    goal: 100,
    reward: 10,
    label: 'Ultimate Player',
    note: 'Have the highest points of all players, with at least 100 points',
  },
  quiz_warrior: { goal: 3, reward: 10, label: 'Quiz Warrior', note: 'Win 3 random battles in a row' },
  super_sonic: {
    goal: 1,
    reward: 5,
    label: 'Super Sonic',
    note: `Answer a quiz of ${MIN_QUESTIONS}+ questions all correctly, none taking over ${SUPER_SONIC_SECONDS} seconds`,
  },
  flashback: {
    goal: 1,
    reward: 5,
    label: 'Flashback',
    note: `Answer a quiz of ${MIN_QUESTIONS}+ questions all correctly in ${FLASHBACK_SECONDS} seconds or less per question on average`,
  },
  brainiac: {
    goal: 1,
    reward: 5,
    label: 'Brainiac',
    note: `Answer a quiz of ${MIN_QUESTIONS}+ questions 100% correctly without lifelines or hints`,
  },
  big_thing: { goal: 5000, reward: 50, label: 'Big Thing', note: 'Give 5,000 correct answers' },
  elite: { goal: 5000, reward: 20, label: 'Elite', note: 'Earn 5,000 coins' },
  thirsty: { goal: 30, reward: 20, label: 'Thirsty', note: 'Play the daily quiz 30 days in a row' },
  power_elite: { goal: 10, reward: 50, label: 'Power Elite', note: 'Unlock 10 other badges' },
  sharing_caring: { goal: 50, reward: 50, label: 'Sharing Caring', note: 'Invite 50 friends with your code' },
  streak: { goal: 30, reward: 20, label: 'Streak', note: 'Play on 30 days in a row' },
};
