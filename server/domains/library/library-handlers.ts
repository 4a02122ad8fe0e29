import { and, eq } from 'drizzle-orm';
import type { Bookmark, QuestionKindName } from '../../../contract';
import { bookmarks, questionReports } from './schema';
import { categories, questions } from '../catalogue/schema';
import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import type { SettingKey } from '../settings';
import { issueAttempt, questionMedia, kindOf } from '../play';
import { assertBookmarkable, idsIn, servableBookmarks } from './bookmark-rules';
import { codes } from '../../../contract/codes';
import { quizTypes } from '../../../contract/modes';

/** How many bookmarked questions one bookmark quiz plays (the newest first). */
const BOOKMARK_QUIZ_SIZE = 50;
const SECONDS_BY_TYPE: Record<number, SettingKey> = {
  3: 'guess_the_word_seconds',
  4: 'audio_quiz_seconds',
  5: 'maths_quiz_seconds',
  6: 'multi_match_duration',
};

async function questionExists(db: Parameters<NonNullable<HandlerMap['get_bookmark']>>[0]['db'], id: number) {
  const [row] = await db.select({ id: questions.id }).from(questions).where(eq(questions.id, id));
  if (!row) throw fail('notFound', 'No such question');
}

const report: NonNullable<HandlerMap['report_question']> = async (ctx, input) => {
  const message = input.message.trim();
  if (!message) throw fail('missingField', 'Please provide a reason for reporting');
  await questionExists(ctx.db, input.question_id);
  // One report per player and question: reporting again updates the reason.
  await ctx.db
    .insert(questionReports)
    .values({ userId: ctx.user.id, questionId: input.question_id, message })
    .onConflictDoUpdate({
      target: [questionReports.userId, questionReports.questionId],
      // A new reason is a new report for the operators: open again, the old handling forgotten.
      set: { message, createdAt: new Date(), status: 'open', handledBy: null, handledAt: null, note: null },
    });
  return { data: { question_id: input.question_id, reported: true }, message: codes.reportSubmitted };
};

export const libraryHandlers: HandlerMap = {
  async set_bookmark(ctx, input) {
    if (input.status === '1') {
      await assertBookmarkable(ctx.db, ctx.user.id, input.question_id);
      await ctx.db
        .insert(bookmarks)
        .values({ userId: ctx.user.id, questionId: input.question_id, type: input.type })
        .onConflictDoNothing();
      return { data: { question_id: input.question_id, bookmarked: true } };
    }
    // Removing is always allowed (it reveals nothing).
    await questionExists(ctx.db, input.question_id);
    const removed = await ctx.db
      .delete(bookmarks)
      .where(and(eq(bookmarks.userId, ctx.user.id), eq(bookmarks.questionId, input.question_id)))
      .returning();
    if (removed.length === 0) throw fail('notFound', 'Cannot remove question from bookmark');
    return { data: { question_id: input.question_id, bookmarked: false } };
  },

  async get_bookmark(ctx, input) {
    const marked = await servableBookmarks(ctx.db, ctx.user.id, input.type);
    const rows = marked.length
      ? await ctx.db
          .select({
            questionId: questions.id,
            question: questions.question,
            questionType: questions.questionType,
            image: questions.image,
            categoryName: categories.name,
          })
          .from(questions)
          .innerJoin(categories, eq(categories.id, questions.categoryId))
          .where(idsIn(marked))
      : [];
    const byId = new Map(rows.map((r) => [r.questionId, r]));
    // Answers are never listed: a bookmark made mid-quiz must not reveal the answer of that quiz.
    const data: Bookmark[] = marked.flatMap((m) => {
      const r = byId.get(m.questionId);
      if (!r) return [];
      return {
        id: r.questionId,
        question_id: r.questionId,
        type: m.type,
        question: r.question,
        kind: kindOf(r.questionType) as QuestionKindName,
        image: questionMedia(ctx.origin, 'questions', r.image),
        category_name: r.categoryName,
      };
    });
    return { data };
  },

  async get_bookmark_quiz(ctx, input) {
    const marked = await servableBookmarks(ctx.db, ctx.user.id, input.type, BOOKMARK_QUIZ_SIZE);
    if (marked.length === 0) throw fail('notFound', 'No bookmarked questions yet');
    const rows = await ctx.db.select().from(questions).where(idsIn(marked));
    const seconds = SECONDS_BY_TYPE[input.type] ?? 'quiz_zone_duration';
    const wordHints = input.type === 3;
    return {
      data: await issueAttempt(ctx, {
        quizType: quizTypes.bookmark,
        title: '',
        rows,
        secondsPerQuestion: await ctx.settings.num(seconds),
        hints: wordHints
          ? {
              max: await ctx.settings.num('guess_the_word_max_hints'),
              cost: await ctx.settings.num('guess_the_word_hint_deduct_coin'),
            }
          : undefined,
      }),
    };
  },

  report_question: report,
  multi_match_report_question: (ctx, input) => report(ctx, input),
};
