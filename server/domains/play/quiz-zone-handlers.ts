import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attemptAnswers, attemptLifelines, attempts } from './schema';
import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import { moveCoins } from '../wallet';
import { inTime, openNextWindow } from './attempt-clock';
import { ownAttempt, questionOf } from './attempt-repo';
import { levelQuiz } from './level-quiz';
import { isCorrect, shownAnswer } from './question-kinds';
import { shuffled } from './shuffle';
import { catalogueMode, modeOfQuizType } from '../../../contract/modes';

const QUIZ_ZONE = catalogueMode('quiz_zone');

async function answeredCount(db: DbOrTx, attemptId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(attemptAnswers)
    .where(eq(attemptAnswers.attemptId, attemptId));
  return row?.n ?? 0;
}

export const quizZoneHandlers: HandlerMap = {
  async get_questions_by_level(ctx, input) {
    return {
      data: await levelQuiz(ctx, input, {
        modeType: QUIZ_ZONE.categoryType,
        quizType: QUIZ_ZONE.quizType,
        // The level size is an operator setting the app never reads, so it is not in the registry.
        size: 'quiz_zone_total_level_question',
        seconds: 'quiz_zone_duration',
        lifelineCost: 'quiz_zone_lifeline_deduct_coin',
      }),
    };
  },

  async answer_question(ctx, input) {
    const attempt = await ownAttempt(ctx.db, input.attempt_id, ctx.user.id);
    if (attempt.status !== 'open') throw fail('attemptGraded');
    const question = questionOf(attempt, input.question_id);
    const mode = modeOfQuizType(attempt.quizType);
    const oneByOne = mode?.serve === 'one_by_one';
    // Served one at a time: only the question after the answered ones has been handed out.
    const served = oneByOne ? await answeredCount(ctx.db, attempt.id) : 0;
    if (oneByOne) {
      const position = attempt.questions.findIndex((q) => q.id === question.id);
      if (position < served) throw fail('questionAnswered');
      if (position > served) throw fail('questionNotServed');
    }
    // After the question's (or the set's) time is up an answer still closes the question, but as timed out.
    const now = new Date();
    const answer = inTime(attempt, now) ? input.answer : '';
    const correct = isCorrect(question, answer);
    const [row] = await ctx.db
      .insert(attemptAnswers)
      .values({ attemptId: attempt.id, questionId: question.id, answer, correct })
      .onConflictDoNothing()
      .returning();
    if (!row) throw fail('questionAnswered');
    await openNextWindow(ctx.db, attempt, now);
    const next = oneByOne ? attempt.questions[served + 1]?.shown : undefined;
    return {
      data: {
        question_id: question.id,
        correct,
        answer: mode?.answers === 'withheld' ? '' : shownAnswer(question),
        ...(next ? { next } : {}),
      },
    };
  },

  async use_lifeline(ctx, input) {
    const cost = await ctx.settings.num('quiz_zone_lifeline_deduct_coin');
    const seconds = await ctx.settings.num('quiz_zone_duration');
    return ctx.db.transaction(async (tx) => {
      // Locking the attempt serialises lifeline use, so the once-only and exclusivity checks hold.
      const attempt = await ownAttempt(tx, input.attempt_id, ctx.user.id, true);
      if (attempt.status !== 'open') throw fail('attemptGraded');
      // Only modes the registry gives lifelines (today the quiz zone) may use them.
      if (!modeOfQuizType(attempt.quizType)?.lifelines)
        throw fail('attemptInvalid', 'Lifelines are part of the quiz zone');
      const question = questionOf(attempt, input.question_id);
      if (!inTime(attempt)) throw fail('attemptInvalid', 'The time for this question is up');
      const answered = await tx
        .select({ id: attemptAnswers.questionId })
        .from(attemptAnswers)
        .where(and(eq(attemptAnswers.attemptId, attempt.id), eq(attemptAnswers.questionId, question.id)));
      if (answered.length > 0) throw fail('questionAnswered');
      const used = await tx.select().from(attemptLifelines).where(eq(attemptLifelines.attemptId, attempt.id));
      if (used.some((u) => u.lifeline === input.lifeline)) throw fail('lifelineUsed');
      const rival =
        input.lifeline === 'fifty_fifty'
          ? 'audience_poll'
          : input.lifeline === 'audience_poll'
            ? 'fifty_fifty'
            : null;
      if (rival && used.some((u) => u.lifeline === rival && u.questionId === question.id))
        throw fail('lifelineExclusive');
      if (input.lifeline === 'fifty_fifty' && question.options.length <= 2)
        throw fail('lifelineExclusive', 'Not available on true/false questions');

      await tx
        .insert(attemptLifelines)
        .values({ attemptId: attempt.id, lifeline: input.lifeline, questionId: question.id });
      if (input.lifeline === 'reset_time') {
        // A fresh clock for this question: its window and the set's deadline both move on.
        const extra = seconds * 1000;
        await tx
          .update(attempts)
          .set({
            deadlineAt: new Date(attempt.deadlineAt.getTime() + extra),
            ...(attempt.questionDeadlineAt
              ? { questionDeadlineAt: new Date(attempt.questionDeadlineAt.getTime() + extra) }
              : {}),
          })
          .where(eq(attempts.id, attempt.id));
      }
      const { balance } =
        cost > 0
          ? await moveCoins(
              tx,
              ctx.user.id,
              -cost,
              input.lifeline,
              `lifeline:${attempt.id}:${input.lifeline}`,
            )
          : { balance: ctx.user.coins };

      const wrong = question.options.filter((o) => o.key !== question.answer).map((o) => o.key);
      const removed = input.lifeline === 'fifty_fifty' ? shuffled(wrong).slice(0, 2).sort() : [];
      const poll =
        input.lifeline === 'audience_poll'
          ? audiencePoll(
              question.options.map((o) => o.key),
              question.answer,
            )
          : [];
      return { data: { lifeline: input.lifeline, coins: balance, removed, poll } };
    });
  },
};

/** A believable simulated poll: the right answer usually leads, the rest share what is left. */
function audiencePoll(keys: string[], answer: string): { key: string; percent: number }[] {
  const lead = 40 + Math.floor(Math.random() * 36);
  let left = 100 - lead;
  const others = keys.filter((k) => k !== answer);
  const shares = new Map<string, number>([[answer, lead]]);
  others.forEach((key, i) => {
    const share = i === others.length - 1 ? left : Math.floor(Math.random() * (left + 1));
    shares.set(key, share);
    left -= share;
  });
  return keys.map((key) => ({ key, percent: shares.get(key) ?? 0 }));
}
