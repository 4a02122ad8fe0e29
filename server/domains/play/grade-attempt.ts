// Grading of an issued attempt, shared by the online submit (submit-handlers.ts) and the offline games'
// sync (offline/practice-result.ts): answers checked, per-mode rules applied, in the caller's transaction.

import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { QuizResult } from '../../../contract';
import type { Tx } from '../../db/client';
import { attemptAnswers, categoryStats } from './schema';
import { questions } from '../catalogue/schema';
import { users } from '../user/schema';
import { coinLedger } from '../wallet/schema';
import { batchInTime } from './attempt-clock';
import type { AttemptRow } from './attempt-repo';
import { questionMedia } from './issue-attempt';
import { applyModeRules, type Rules } from './mode-rules';
import { isCorrect, shownAnswer } from './question-kinds';
import { isPass, percentage } from './scoring';
import { quizTypes } from '../../../contract/modes';

async function maxLevelOf(tx: Tx, attempt: AttemptRow): Promise<number> {
  if (!attempt.level) return 0;
  const result = await tx.execute<{ max: number }>(sql`
    SELECT COALESCE(max(level), 0)::int AS max FROM questions WHERE category_id = ${attempt.categoryId}
      AND ${attempt.subcategoryId ? sql`subcategory_id = ${attempt.subcategoryId}` : sql`subcategory_id IS NULL`}`);
  return Number(result.rows[0]?.max ?? 0);
}

/** Adds this attempt's answers to the player's per-category tallies (accuracy, strong and weak). */
async function countAnswers(
  tx: Tx,
  userId: number,
  perCategory: Map<number, { answered: number; correct: number }>,
) {
  for (const [categoryId, n] of perCategory) {
    await tx
      .insert(categoryStats)
      .values({ userId, categoryId, answered: n.answered, correct: n.correct })
      .onConflictDoUpdate({
        target: [categoryStats.userId, categoryStats.categoryId],
        set: {
          answered: sql`${categoryStats.answered} + ${n.answered}`,
          correct: sql`${categoryStats.correct} + ${n.correct}`,
        },
      });
  }
}

/**
 * Grades an attempt exactly once. The attempt row is locked and flips to 'graded' in the same
 * transaction that pays, so replays and concurrent submits of one attempt return the stored result.
 */
export async function gradeAttempt(
  tx: Tx,
  rules: Rules,
  origin: string,
  attempt: AttemptRow,
  played: { id: number; answer: string }[],
): Promise<Omit<QuizResult, 'badges'>> {
  // Answers the player did not send one by one arrive with the submit; each question keeps its first answer.
  const byId = new Map(attempt.questions.map((q) => [q.id, q]));
  const sent = await tx
    .select({ id: attemptAnswers.questionId })
    .from(attemptAnswers)
    .where(eq(attemptAnswers.attemptId, attempt.id));
  const already = new Set(sent.map((s) => s.id));
  const sentNow = new Map(played.map((p) => [p.id, p.answer]));
  // In question order, as the player met them; each judged against its own window (attempt-clock.ts).
  const fresh = attempt.questions.filter((q) => sentNow.has(q.id) && !already.has(q.id));
  const onTime = batchInTime(attempt, fresh.length);
  const late = fresh.map((q, i) => ({ id: q.id, answer: onTime[i] ? sentNow.get(q.id)! : '' }));
  if (late.length > 0) {
    await tx
      .insert(attemptAnswers)
      .values(
        late.map((p) => ({
          attemptId: attempt.id,
          questionId: p.id,
          answer: p.answer,
          correct: isCorrect(byId.get(p.id)!, p.answer),
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
  const reward = await applyModeRules(tx, rules, attempt, { correct, wrong, pct, passed });

  const texts = await tx
    .select({
      id: questions.id,
      categoryId: questions.categoryId,
      question: questions.question,
      questionType: questions.questionType,
      image: questions.image,
      audio: questions.audio,
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
  if (attempt.quizType !== quizTypes.bookmark) {
    const perCategory = new Map<number, { answered: number; correct: number }>();
    for (const q of attempt.questions) {
      const categoryId = textById.get(q.id)?.categoryId;
      if (!categoryId) continue;
      const tally = perCategory.get(categoryId) ?? { answered: 0, correct: 0 };
      tally.answered++;
      if (given.get(q.id)?.correct) tally.correct++;
      perCategory.set(categoryId, tally);
    }
    await countAnswers(tx, attempt.userId, perCategory);
  }

  const [spent] = await tx
    .select({ sum: sql<number>`COALESCE(-sum(${coinLedger.amount}), 0)::int` })
    .from(coinLedger)
    .where(
      and(
        eq(coinLedger.userId, attempt.userId),
        or(like(coinLedger.ref, `lifeline:${attempt.id}:%`), like(coinLedger.ref, `hint:${attempt.id}:%`)),
      ),
    );
  const [balance] = await tx
    .select({ coins: users.coins, score: users.score })
    .from(users)
    .where(eq(users.id, attempt.userId));

  return {
    quiz_type: attempt.quizType,
    total_questions: total,
    correct_answers: correct,
    incorrect_answers: wrong,
    winning_percentage: Math.round(pct * 100) / 100,
    passed,
    earned_coins: reward.coins,
    earned_score: reward.score,
    lifeline_coins_spent: spent?.sum ?? 0,
    level: attempt.level,
    unlocked_level: reward.unlockedLevel,
    max_level: await maxLevelOf(tx, attempt),
    coins: balance?.coins ?? 0,
    score: balance?.score ?? 0,
    replayed: false,
    completed_before: reward.completedBefore,
    streak: reward.streak,
    streak_record: reward.streakRecord,
    pack_held: reward.packHeld,
    review: attempt.questions.map((q) => {
      const text = textById.get(q.id);
      return {
        id: q.id,
        question: text?.question ?? '',
        question_type: text?.questionType ?? 1,
        kind: q.kind ?? 'choice',
        image: questionMedia(origin, 'questions', text?.image ?? ''),
        audio: questionMedia(origin, 'audio', text?.audio ?? ''),
        options: q.options,
        bookmarked: false,
        ...(q.pairs ? { pairs: q.pairs } : {}),
        answer: shownAnswer(q),
        user_answer: given.get(q.id)?.answer ?? '',
        correct: given.get(q.id)?.correct ?? false,
        note: text?.note ?? '',
      };
    }),
  };
}
