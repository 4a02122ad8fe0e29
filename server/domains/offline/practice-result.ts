import { eq, inArray } from 'drizzle-orm';
import type { QuizResult } from '../../../contract';
import type { Tx } from '../../db/client';
import { attempts } from '../play/schema';
import { questions } from '../catalogue/schema';
import { users } from '../user/schema';
import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import { afterOfflineGame, gradeAttempt, readRules, type AttemptRow } from '../play';
import { packIssue } from './pack-build';
import { heldScopes } from './pack-scope';
import { codes } from '../../../contract/codes';
import { quizTypes } from '../../../contract/modes';

/** The quiz type of games played from an offline pack: never paid (mode-rules.ts pays no unknown type). */
export const OFFLINE_QUIZ_TYPE = quizTypes.offline;
/** How far back a device may date an offline game (a phone that stayed offline on a long trip). */
const MAX_AGE_MS = 30 * 86_400_000;

async function replay(tx: Tx, existing: AttemptRow, userId: number): Promise<QuizResult> {
  if (existing.userId !== userId || existing.quizType !== OFFLINE_QUIZ_TYPE || !existing.result)
    throw fail('attemptInvalid');
  const [now] = await tx
    .select({ coins: users.coins, score: users.score })
    .from(users)
    .where(eq(users.id, userId));
  return {
    ...(existing.result as QuizResult),
    coins: now?.coins ?? 0,
    score: now?.score ?? 0,
    replayed: true,
  };
}

export const practiceResultHandlers: HandlerMap = {
  /**
   * Records a practice game played from offline packs, once: the outbox item's id is the attempt's
   * primary key, written in the same transaction as the grading, so a replayed or duplicated request
   * returns the stored result. Graded by the server's own answers; pays no coins and no score (the
   * answers were on the device), but counts for accuracy, history and the activity streak.
   */
  async set_practice_result(ctx, input) {
    const rules = await readRules(ctx.settings);
    const ids = [...new Set(input.play_questions.map((p) => p.id))];
    if (ids.length !== input.play_questions.length)
      throw fail('missingField', 'A question may be answered once per game');
    const playedAt = Math.min(Date.now(), Math.max(Date.now() - MAX_AGE_MS, input.played_at));

    return ctx.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(attempts).where(eq(attempts.id, input.client_id));
      if (existing) return { data: await replay(tx, existing, ctx.user.id) };

      const rows = await tx.select().from(questions).where(inArray(questions.id, ids));
      if (rows.length !== ids.length) throw fail('notFound', 'No such question');
      // Only what the player downloaded may come back as an offline game: anything else was never on
      // the device, and accepting it would let a script invent games about any question.
      const held = await heldScopes(tx, ctx.user.id, [...new Set(rows.map((r) => r.categoryId))]);
      const covered = (r: (typeof rows)[number]) =>
        held.some(
          (h) =>
            h.categoryId === r.categoryId && (h.subcategoryId === 0 || h.subcategoryId === r.subcategoryId),
        );
      if (!rows.every(covered)) throw fail('notInPack');

      const byId = new Map(rows.map((r) => [r.id, r]));
      const stored = ids.map((id) => packIssue(byId.get(id)!).stored);
      const first = byId.get(ids[0]!)!;
      const now = new Date();
      const inserted = await tx
        .insert(attempts)
        .values({
          id: input.client_id,
          userId: ctx.user.id,
          quizType: OFFLINE_QUIZ_TYPE,
          categoryId: first.categoryId,
          subcategoryId: first.subcategoryId ?? 0,
          level: input.level ?? 0,
          target: `practice:${input.mode}`,
          questions: stored,
          // The game is over: no clock is left to judge it by (the answers were judged on the device).
          deadlineAt: new Date(now.getTime() + 60_000),
          createdAt: new Date(playedAt),
        })
        .onConflictDoNothing()
        .returning();
      const attempt = inserted[0];
      if (!attempt) {
        // The same item, sent twice at once: the other copy's insert committed first.
        const [other] = await tx.select().from(attempts).where(eq(attempts.id, input.client_id));
        if (!other) throw fail('attemptInvalid');
        return { data: await replay(tx, other, ctx.user.id) };
      }
      const graded = await gradeAttempt(tx, rules, ctx.origin, attempt, input.play_questions);
      await afterOfflineGame(tx, ctx.user.id, playedAt);
      const result: QuizResult = { ...graded, badges: [] };
      await tx
        .update(attempts)
        .set({ status: 'graded', result, gradedAt: now })
        .where(eq(attempts.id, attempt.id));
      return { data: result, message: codes.updated };
    });
  },
};
