import { and, eq, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { completions, dailyPlays, userLevels } from './schema';
import { recordScore } from '../leaderboard';
import { holdsPack } from './pack-held';
import type { SettingsStore } from '../settings';
import { moveCoins } from '../wallet';
import type { AttemptRow } from './attempt-repo';
import { coinsFor, scoreFor } from './scoring';
import { addDays, dailyStreak, longestStreak } from '../../lib/streaks';
import { modeOfQuizType, quizTypes, type RewardRule } from '../../../contract/modes';

export type Rules = Awaited<ReturnType<typeof readRules>>;

/** Read before the transaction opens: settings come through the pool, never through a transaction. */
export async function readRules(settings: SettingsStore) {
  return {
    passPercentage: await settings.num('quiz_winning_percentage'),
    maxCoins: await settings.num('maximum_winning_coins'),
    wordMaxCoins: await settings.num('guess_the_word_max_winning_coin'),
    fullCoinsPercentage: await settings.num('minimum_coins_winning_percentage'),
    quizZone: {
      credit: await settings.num('quiz_zone_correct_answer_credit_score'),
      deduct: await settings.num('quiz_zone_wrong_answer_deduct_score'),
    },
    multiMatch: {
      credit: await settings.num('multi_match_correct_answer_credit_score'),
      deduct: await settings.num('multi_match_wrong_answer_deduct_score'),
    },
    practice: {
      credit: await settings.num('practice_correct_answer_credit_score'),
      deduct: await settings.num('practice_wrong_answer_deduct_score'),
    },
    contest: {
      credit: await settings.num('contest_mode_correct_credit_score'),
      deduct: await settings.num('contest_mode_wrong_deduct_score'),
    },
  };
}

export interface Outcome {
  correct: number;
  wrong: number;
  pct: number;
  passed: boolean;
}

export interface Reward {
  /** The player holds an offline pack of this scope: the pass counts, but pays nothing. */
  packHeld: boolean;
  coins: number;
  score: number;
  unlockedLevel: number;
  completedBefore: boolean;
  streak: number;
  /** The daily quiz's streak passed the player's longest before it, today. */
  streakRecord: boolean;
}

/** The reward rule of an attempt's mode (contract/modes.ts); unknown and offline types pay nothing. */
const rewardOf = (quizType: string): RewardRule => modeOfQuizType(quizType)?.reward ?? { rule: 'none' };

async function pay(
  tx: Tx,
  attempt: AttemptRow,
  coins: number,
  score: number,
  reason: string,
  source: string,
) {
  const ref = `attempt:${attempt.id}`;
  if (coins > 0) await moveCoins(tx, attempt.userId, coins, reason, ref);
  await recordScore(tx, attempt.userId, score, source, ref);
}

/**
 * Coins, score, levels and markers of one graded attempt, by mode (DESIGN §10, reference §3.3):
 * levelled modes pay only for the pass that opens a new level, the learning modes only for the first
 * pass of their category, subcategory or passage; the daily quiz counts the day; the rest pay nothing.
 */
export async function applyModeRules(tx: Tx, rules: Rules, attempt: AttemptRow, o: Outcome): Promise<Reward> {
  const reward: Reward = {
    packHeld: false,
    coins: 0,
    score: 0,
    unlockedLevel: 0,
    completedBefore: false,
    streak: 0,
    streakRecord: false,
  };
  // A player who downloaded this scope's pack has had every answer on their device: the game still
  // opens levels and marks passes, but earns nothing (packs are practice, DESIGN §7).
  const rule = rewardOf(attempt.quizType);
  if ((rule.rule === 'levels' || rule.rule === 'first_pass') && o.passed)
    reward.packHeld = await holdsPack(tx, attempt.userId, attempt.categoryId, attempt.subcategoryId);
  if (rule.rule === 'levels') {
    const where = and(
      eq(userLevels.userId, attempt.userId),
      eq(userLevels.categoryId, attempt.categoryId),
      eq(userLevels.subcategoryId, attempt.subcategoryId),
    );
    // Replaying a passed level earns nothing, which closes the score farming of the original (§5.16).
    // Whether this pass opens a level is decided by the write, not by a read before it: the row is
    // inserted, or advanced only while it is below the new level, and only the transaction whose write
    // happened pays. (A read locked nothing when the row did not exist yet: 50 concurrent first passes
    // all saw level 1 and paid 20 times on PostgreSQL.) The primary key serialises the racing inserts.
    const opened = o.passed
      ? await tx
          .insert(userLevels)
          .values({
            userId: attempt.userId,
            categoryId: attempt.categoryId,
            subcategoryId: attempt.subcategoryId,
            level: attempt.level + 1,
          })
          .onConflictDoUpdate({
            target: [userLevels.userId, userLevels.categoryId, userLevels.subcategoryId],
            set: { level: attempt.level + 1 },
            setWhere: lt(userLevels.level, attempt.level + 1),
          })
          .returning({ level: userLevels.level })
      : [];
    if (opened[0]) {
      reward.unlockedLevel = opened[0].level;
      if (reward.packHeld) return reward;
      const points = attempt.quizType === quizTypes.multiMatch ? rules.multiMatch : rules.quizZone;
      reward.coins = coinsFor(o.pct, rules);
      reward.score = scoreFor(o.correct, o.wrong, points.credit, points.deduct);
      await pay(tx, attempt, reward.coins, reward.score, rule.reason, rule.scoreSource);
    } else {
      const [row] = await tx.select({ level: userLevels.level }).from(userLevels).where(where);
      reward.unlockedLevel = row?.level ?? 1;
    }
    return reward;
  }

  if (rule.rule === 'first_pass' && attempt.target) {
    const [done] = await tx
      .select({ target: completions.target })
      .from(completions)
      .where(
        and(
          eq(completions.userId, attempt.userId),
          eq(completions.quizType, attempt.quizType),
          eq(completions.target, attempt.target),
        ),
      );
    reward.completedBefore = Boolean(done);
    if (o.passed && !done) {
      const [marked] = await tx
        .insert(completions)
        .values({ userId: attempt.userId, quizType: attempt.quizType, target: attempt.target })
        .onConflictDoNothing()
        .returning();
      if (marked && !reward.packHeld) {
        const max = attempt.quizType === quizTypes.guessWord ? rules.wordMaxCoins : rules.maxCoins;
        reward.coins = coinsFor(o.pct, { ...rules, maxCoins: max });
        reward.score = scoreFor(o.correct, o.wrong, rules.practice.credit, rules.practice.deduct);
        await pay(tx, attempt, reward.coins, reward.score, rule.reason, rule.scoreSource);
      }
    }
    return reward;
  }

  if (rule.rule === 'daily' && attempt.target.startsWith('day:')) {
    const day = attempt.target.slice(4);
    await tx
      .insert(dailyPlays)
      .values({ userId: attempt.userId, day, attemptId: attempt.id })
      .onConflictDoNothing();
    reward.streak = await dailyStreak(tx, attempt.userId, day);
    // The runs before this one end before its first day; a record is the day it passes the longest of
    // them (once a run, not every day after; and not in a first run, which has nothing to beat).
    const best = await longestStreak(tx, attempt.userId, addDays(day, 1 - reward.streak));
    reward.streakRecord = best > 0 && reward.streak === best + 1;
  }
  return reward;
}
