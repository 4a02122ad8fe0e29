import type { BadgeType } from '../../../contract';
import type { Tx } from '../../db/client';
import { dailyStreak, utcDay } from '../../lib/streaks';
import { attemptFacts } from './attempt-badges';
import { activityRun, allTimePoints, leadsAllPlayers, measures } from './badge-facts';
import { badgeRules } from './badge-rules';
import { keepBestProgress, unlockBadge, unlockedTypes } from './badge-unlock';
import { quizTypes } from '../../../contract/modes';

/**
 * What can unlock a badge (SPEC §9). Every place where such a thing happens makes one call,
 * `badgeEvent(tx, userId, event)`, inside its own transaction; the badge engine decides the rest.
 */
export type BadgeEvent =
  /** A practice attempt was graded (quiz zone, daily quiz, learning modes…). */
  | { kind: 'attempt_graded'; attemptId: string }
  /** Coins were credited (Elite counts what a player has earned). */
  | { kind: 'coins_earned' }
  /** A referral was credited to its owner (Sharing Caring). */
  | { kind: 'referral' }
  /**
   * A live battle ended with this player winning (random: Combat Winner, Quiz Warrior). `winStreak` is
   * battle-stats' randomWinStreak after this win, the same count battle results and statistics show.
   */
  | { kind: 'battle_won'; mode: 'random' | 'group'; winStreak: number }
  /** A contest was settled with this player first (Most Wanted). */
  | { kind: 'contest_won'; contestId: number };

type Check = [BadgeType, () => Promise<boolean>];
const reached = (type: BadgeType) => (value: number) => value >= badgeRules[type].goal;
const measured = (tx: Tx, userId: number, type: BadgeType): Check => [
  type,
  async () => reached(type)(await measures[type]!(tx, userId)),
];
const always = (type: BadgeType): Check => [type, async () => true];

async function checksFor(tx: Tx, userId: number, event: BadgeEvent): Promise<Check[]> {
  switch (event.kind) {
    case 'attempt_graded': {
      const facts = await attemptFacts(tx, event.attemptId);
      if (!facts) return [];
      const checks: Check[] = facts.earns.map(always);
      if (facts.quizType === quizTypes.quizZone) checks.push(always('dashing_debut'));
      if (facts.quizType === quizTypes.dailyQuiz && facts.target.startsWith('day:')) {
        const day = facts.target.slice(4);
        checks.push(['thirsty', async () => reached('thirsty')(await dailyStreak(tx, userId, day))]);
      }
      checks.push(['streak', async () => reached('streak')(await activityRun(tx, userId, utcDay()))]);
      checks.push(measured(tx, userId, 'big_thing'));
      checks.push([
        'ultimate_player',
        async () => {
          const points = await allTimePoints(tx, userId);
          return reached('ultimate_player')(points) && (await leadsAllPlayers(tx, userId, points));
        },
      ]);
      return checks;
    }
    case 'referral':
      return [measured(tx, userId, 'sharing_caring')];
    case 'battle_won':
      if (event.mode === 'group') return [always('clash_winner')];
      await keepBestProgress(tx, userId, 'quiz_warrior', event.winStreak);
      return [
        always('combat_winner'),
        ['quiz_warrior', async () => reached('quiz_warrior')(event.winStreak)],
      ];
    case 'contest_won':
      return [always('most_wanted_winner')];
    case 'coins_earned':
      return [];
  }
}

/**
 * Unlocks what the event completes, then the badges that depend on the others: Elite after anything
 * (every event may have paid coins) and Power Elite after any unlock. Returns the badges unlocked now.
 */
export async function settleBadges(tx: Tx, userId: number, checks: Check[]): Promise<BadgeType[]> {
  const owned = await unlockedTypes(tx, userId);
  const unlocked: BadgeType[] = [];
  const run = async ([type, passes]: Check) => {
    if (owned.has(type) || !(await passes())) return;
    if (await unlockBadge(tx, userId, type)) {
      owned.add(type);
      unlocked.push(type);
    }
  };
  for (const check of checks) await run(check);
  await run(measured(tx, userId, 'elite'));
  if (unlocked.length > 0) await run(measured(tx, userId, 'power_elite'));
  return unlocked;
}

export async function badgeEvent(tx: Tx, userId: number, event: BadgeEvent): Promise<BadgeType[]> {
  return settleBadges(tx, userId, await checksFor(tx, userId, event));
}
