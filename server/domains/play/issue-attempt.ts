import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Attempt, PlayQuestion } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { modeOfQuizType } from '../../../contract/modes';
import type { questions } from '../catalogue/schema';
import { attempts } from './schema';
import { bookmarks } from '../library/schema';
import { fail } from '../../http/api-error';
import type { UserContext } from '../../http/context';
import { absoluteUrl, mediaPath } from '../media-url';
import { questionWindowMs } from './attempt-clock';
import { answerDeadline } from './attempt-repo';
import { issueQuestion } from './question-kinds';

export type QuestionRow = typeof questions.$inferSelect;

export interface AttemptSpec {
  quizType: string;
  title: string;
  categoryId?: number;
  subcategoryId?: number;
  categorySlug?: string;
  subcategorySlug?: string;
  level?: number;
  /** What a first pass completes (see attempts.target). */
  target?: string;
  rows: QuestionRow[];
  secondsPerQuestion: number;
  /** One timer for the whole set (self challenge); the per-question timer is then off. */
  secondsTotal?: number;
  lifelineCost?: number;
  hints?: { max: number; cost: number };
  /** Read by the caller before its transaction (settings come through the pool, never a transaction). */
  shuffle?: boolean;
}

/** Question images live under /media/questions, audio under /media/audio, unless they are URLs. */
export const questionMedia = (origin: string, folder: 'questions' | 'audio', value: string) =>
  absoluteUrl(origin, /^https?:\/\//.test(value) || value.startsWith('/') ? value : mediaPath(folder, value));

/**
 * Issues a gradable attempt: each question prepared for play (shuffled, answers kept server-side), the
 * attempt stored with its deadline, and the player's copy returned without a single answer.
 */
export async function issueAttempt(
  ctx: UserContext,
  spec: AttemptSpec,
  db: DbOrTx = ctx.db,
): Promise<Attempt> {
  if (spec.rows.length === 0) throw fail('notFound', 'There are no questions here yet');
  const shuffle = spec.shuffle ?? (await ctx.settings.on('option_shuffle_mode'));
  const issued = spec.rows.map((row) => ({ row, ...issueQuestion(row, shuffle) }));
  const marked = await db
    .select({ id: bookmarks.questionId })
    .from(bookmarks)
    .where(
      and(
        eq(bookmarks.userId, ctx.user.id),
        inArray(
          bookmarks.questionId,
          spec.rows.map((r) => r.id),
        ),
      ),
    );
  const bookmarked = new Set(marked.map((m) => m.id));

  const id = randomUUID();
  const now = new Date();
  const deadlineAt = spec.secondsTotal
    ? answerDeadline(now, 1, spec.secondsTotal)
    : answerDeadline(now, issued.length, spec.secondsPerQuestion);
  const windowMs = spec.secondsTotal ? 0 : questionWindowMs(spec.secondsPerQuestion);
  const shown: PlayQuestion[] = issued.map((q) => ({
    id: q.row.id,
    question: q.row.question,
    question_type: q.row.questionType,
    kind: q.stored.kind,
    image: questionMedia(ctx.origin, 'questions', q.row.image),
    audio: questionMedia(ctx.origin, 'audio', q.row.audio),
    options: q.options,
    bookmarked: bookmarked.has(q.row.id),
    ...q.extras,
  }));
  // One at a time (the registry's `serve`): the server keeps every player's copy and hands out the first.
  const oneByOne = modeOfQuizType(spec.quizType)?.serve === 'one_by_one';
  await db.insert(attempts).values({
    id,
    deadlineAt,
    questionWindowMs: windowMs,
    questionDeadlineAt: windowMs ? new Date(now.getTime() + windowMs) : null,
    userId: ctx.user.id,
    quizType: spec.quizType,
    categoryId: spec.categoryId ?? 0,
    subcategoryId: spec.subcategoryId ?? 0,
    level: spec.level ?? 0,
    target: spec.target ?? '',
    questions: issued.map((q, i) => (oneByOne ? { ...q.stored, shown: shown[i] } : q.stored)),
  });

  return {
    attempt_id: id,
    quiz_type: spec.quizType,
    title: spec.title,
    category_slug: spec.categorySlug ?? '',
    subcategory_slug: spec.subcategorySlug ?? '',
    level: spec.level ?? 0,
    seconds_per_question: spec.secondsTotal ? 0 : spec.secondsPerQuestion,
    seconds_total: spec.secondsTotal ?? 0,
    lifeline_cost: spec.lifelineCost ?? 0,
    max_hints: spec.hints?.max ?? 0,
    hint_cost: spec.hints?.cost ?? 0,
    questions: oneByOne ? shown.slice(0, 1) : shown,
  };
}
