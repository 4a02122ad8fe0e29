import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { QuizResult } from '../../../contract';
import type { Tx } from '../../db/client';
import {
  attemptAnswers,
  attempts,
  coinLedger,
  questions,
  scoreEvents,
  userLevels,
  users,
} from '../../db/schema';
import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import type { SettingsStore } from '../settings/settings-store';
import { absoluteUrl } from '../media-url';
import { moveCoins } from '../wallet/ledger';
import { ownAttempt, timedOut, type AttemptRow } from './attempt-repo';
import { coinsFor, isPass, percentage, scoreFor } from './scoring';

type QuizZoneRules = Awaited<ReturnType<typeof quizZoneRules>>;

/** Read before the transaction opens: settings come through the pool, never through a transaction. */
async function quizZoneRules(settings: SettingsStore) {
  return {
    passPercentage: await settings.num('quiz_winning_percentage'),
    maxCoins: await settings.num('maximum_winning_coins'),
    fullCoinsPercentage: await settings.num('minimum_coins_winning_percentage'),
    credit: await settings.num('quiz_zone_correct_answer_credit_score'),
    deduct: await settings.num('quiz_zone_wrong_answer_deduct_score'),
  };
}

async function maxLevelOf(tx: Tx, attempt: AttemptRow): Promise<number> {
  const result = await tx.execute<{ max: number }>(sql`
    SELECT COALESCE(max(level), 0)::int AS max FROM questions WHERE category_id = ${attempt.categoryId}
      AND ${attempt.subcategoryId ? sql`subcategory_id = ${attempt.subcategoryId}` : sql`subcategory_id IS NULL`}`);
  return Number(result.rows[0]?.max ?? 0);
}

/**
 * Grades a quiz-zone attempt exactly once. The attempt row is locked and flips to 'graded' in the same
 * transaction that credits coins and unlocks the next level, so replays and concurrent submits of one
 * attempt return the stored result and credit nothing.
 */
async function gradeQuizZone(
  tx: Tx,
  rules: QuizZoneRules,
  origin: string,
  attempt: AttemptRow,
  played: { id: number; answer: string }[],
): Promise<QuizResult> {
  // Answers the player did not send one by one arrive with the submit; each question keeps its first answer.
  const byId = new Map(attempt.questions.map((q) => [q.id, q]));
  const expired = timedOut(attempt);
  const late = played.filter((p) => byId.has(p.id)).map((p) => (expired ? { id: p.id, answer: '' } : p));
  if (late.length > 0) {
    await tx
      .insert(attemptAnswers)
      .values(
        late.map((p) => ({
          attemptId: attempt.id,
          questionId: p.id,
          answer: p.answer,
          correct: p.answer === byId.get(p.id)?.answer,
        })),
      )
      .onConflictDoNothing();
  }
  const answers = await tx.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id));
  const given = new Map(answers.map((a) => [a.questionId, a]));
  const total = attempt.questions.length;
  const correct = answers.filter((a) => a.correct).length;
  const wrong = total - correct;
  const pct = percentage(correct, total);
  const passed = isPass(pct, rules.passPercentage);

  const [levelRow] = await tx
    .select({ level: userLevels.level })
    .from(userLevels)
    .where(
      and(
        eq(userLevels.userId, attempt.userId),
        eq(userLevels.categoryId, attempt.categoryId),
        eq(userLevels.subcategoryId, attempt.subcategoryId),
      ),
    )
    .for('update');
  const unlockedBefore = levelRow?.level ?? 1;
  const maxLevel = await maxLevelOf(tx, attempt);
  // Coins and score only for the pass that opens a new level: replaying a passed level earns nothing,
  // which closes the score farming of the original (reference §5.16).
  const opensLevel = passed && attempt.level + 1 > unlockedBefore;
  const unlocked = opensLevel ? attempt.level + 1 : unlockedBefore;
  if (opensLevel) {
    await tx
      .insert(userLevels)
      .values({
        userId: attempt.userId,
        categoryId: attempt.categoryId,
        subcategoryId: attempt.subcategoryId,
        level: unlocked,
      })
      .onConflictDoUpdate({
        target: [userLevels.userId, userLevels.categoryId, userLevels.subcategoryId],
        set: { level: unlocked },
      });
  }
  const earnedCoins = opensLevel ? coinsFor(pct, rules) : 0;
  const earnedScore = opensLevel ? scoreFor(correct, wrong, rules.credit, rules.deduct) : 0;
  if (earnedCoins > 0)
    await moveCoins(tx, attempt.userId, earnedCoins, 'wonQuizZone', `attempt:${attempt.id}`);
  if (earnedScore !== 0) {
    await tx.insert(scoreEvents).values({
      userId: attempt.userId,
      points: earnedScore,
      source: 'quiz_zone',
      ref: `attempt:${attempt.id}`,
    });
    await tx
      .update(users)
      .set({ score: sql`${users.score} + ${earnedScore}` })
      .where(eq(users.id, attempt.userId));
  }

  const [spent] = await tx
    .select({ sum: sql<number>`COALESCE(-sum(${coinLedger.amount}), 0)::int` })
    .from(coinLedger)
    .where(and(eq(coinLedger.userId, attempt.userId), like(coinLedger.ref, `lifeline:${attempt.id}:%`)));
  const [balance] = await tx
    .select({ coins: users.coins, score: users.score })
    .from(users)
    .where(eq(users.id, attempt.userId));

  const texts = await tx
    .select({
      id: questions.id,
      question: questions.question,
      questionType: questions.questionType,
      image: questions.image,
      note: questions.note,
    })
    .from(questions)
    .where(
      inArray(
        questions.id,
        attempt.questions.map((q) => q.id),
      ),
    );
  const textById = new Map(texts.map((t) => [t.id, t]));

  return {
    quiz_type: attempt.quizType,
    total_questions: total,
    correct_answers: correct,
    incorrect_answers: wrong,
    winning_percentage: Math.round(pct * 100) / 100,
    passed,
    earned_coins: earnedCoins,
    earned_score: earnedScore,
    lifeline_coins_spent: spent?.sum ?? 0,
    level: attempt.level,
    unlocked_level: unlocked,
    max_level: maxLevel,
    coins: balance?.coins ?? 0,
    score: balance?.score ?? 0,
    replayed: false,
    review: attempt.questions.map((q) => {
      const text = textById.get(q.id);
      return {
        id: q.id,
        question: text?.question ?? '',
        question_type: text?.questionType ?? 1,
        image: absoluteUrl(origin, text?.image ?? ''),
        options: q.options,
        answer: q.answer,
        user_answer: given.get(q.id)?.answer ?? '',
        correct: given.get(q.id)?.correct ?? false,
        note: text?.note ?? '',
      };
    }),
  };
}

export const submitHandlers: HandlerMap = {
  async set_quiz_coin_score(ctx, input) {
    if (input.quiz_type !== '1')
      throw fail('notAvailableYet', `quiz_type ${input.quiz_type} is not available yet`);
    const rules = await quizZoneRules(ctx.settings);
    return ctx.db.transaction(async (tx) => {
      const attempt = await ownAttempt(tx, input.match_id, ctx.user.id, true);
      if (attempt.quizType !== input.quiz_type)
        throw fail('attemptInvalid', 'This session belongs to another mode');
      if (attempt.status === 'graded' && attempt.result) {
        const [now] = await tx
          .select({ coins: users.coins, score: users.score })
          .from(users)
          .where(eq(users.id, ctx.user.id));
        return {
          data: {
            ...(attempt.result as QuizResult),
            coins: now?.coins ?? 0,
            score: now?.score ?? 0,
            replayed: true,
          },
        };
      }
      const result = await gradeQuizZone(tx, rules, ctx.origin, attempt, input.play_questions);
      await tx
        .update(attempts)
        .set({ status: 'graded', result, gradedAt: new Date() })
        .where(eq(attempts.id, attempt.id));
      return { data: result, message: '111' as const };
    });
  },
};
