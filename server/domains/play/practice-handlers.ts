import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Passage } from '../../../contract';
import { attemptAnswers, attemptLifelines, completions } from './schema';
import { passages, questionKinds, questions } from '../catalogue/schema';
import { fail } from '../../http/api-error';
import type { UserContext } from '../../http/context';
import type { HandlerMap } from '../../http/handler';
import type { SettingKey } from '../settings';
import { absoluteUrl, mediaPath } from '../media-url';
import { categoryBySlug, hasUnlocked, subcategoryBySlug, levelDataOf, contentLanguageId } from '../catalogue';
import { moveCoins } from '../wallet';
import { inTime } from './attempt-clock';
import { ownAttempt, questionOf } from './attempt-repo';
import { issueAttempt } from './issue-attempt';
import { levelQuiz } from './level-quiz';
import { inCategories, modeTarget, openCategoryIds, randomQuestions } from './question-pool';
import { catalogueMode, modeOfQuizType, quizTypes, type ModeId } from '../../../contract/modes';

const QUIZ_ZONE = catalogueMode('quiz_zone').categoryType;
const FUN_N_LEARN = catalogueMode('fun_learn');
const MULTI_MATCH = catalogueMode('multi_match');

const targetTitle = (t: { category: { name: string }; subcategory: { name: string } | null }) =>
  t.subcategory ? `${t.category.name} · ${t.subcategory.name}` : t.category.name;

/** The modes that play a random set of one category or subcategory (type + type_id). */
interface TargetMode {
  modeType: number;
  quizType: string;
  size: SettingKey;
  seconds: SettingKey;
}
/** A practice mode's facts from the registry; its set size and timer are public settings. */
function targetMode(id: ModeId): TargetMode {
  const mode = catalogueMode(id);
  if (!mode.sizeKey || !mode.secondsKey) throw new Error(`mode ${id} has no set size or timer`);
  return {
    modeType: mode.categoryType,
    quizType: mode.quizType,
    size: mode.sizeKey,
    seconds: mode.secondsKey,
  };
}
const WORD_QUIZ = targetMode('guess_word');
const AUDIO_QUIZ = targetMode('audio_questions');
const MATHS_QUIZ = targetMode('math_mania');

async function targetQuiz(
  ctx: UserContext,
  input: { type: 'category' | 'subcategory'; type_id: number },
  mode: TargetMode,
  hints?: { max: number; cost: number },
) {
  const target = await modeTarget(ctx.db, ctx.user.id, mode.modeType, input.type, input.type_id);
  const rows = await randomQuestions(ctx.db, target.where, await ctx.settings.num(mode.size));
  return issueAttempt(ctx, {
    quizType: mode.quizType,
    title: targetTitle(target),
    categoryId: target.category.id,
    subcategoryId: target.subcategory?.id,
    target: target.key,
    rows,
    secondsPerQuestion: await ctx.settings.num(mode.seconds),
    hints,
  });
}

export const practiceHandlers: HandlerMap = {
  /** True & false zone (type 2), or a mixed multiple-choice set (type 1), from the open categories. */
  async get_questions_by_type(ctx, input) {
    const languageId = await contentLanguageId(ctx.db, ctx.catalogue, input.language_id);
    const open = await openCategoryIds(ctx.db, QUIZ_ZONE, languageId);
    const kind = input.type === 2 ? questionKinds.true_false : questionKinds.choice;
    const rows = await randomQuestions(
      ctx.db,
      and(inCategories(open), eq(questions.questionType, kind)),
      await ctx.settings.num('true_false_quiz_total_question'),
    );
    return {
      data: await issueAttempt(ctx, {
        quizType: quizTypes.trueFalse,
        // The client names mode-wide sets in the player's language.
        title: '',
        rows,
        secondsPerQuestion: await ctx.settings.num('quiz_zone_duration'),
      }),
    };
  },

  async get_guess_the_word(ctx, input) {
    const hints = {
      max: await ctx.settings.num('guess_the_word_max_hints'),
      cost: await ctx.settings.num('guess_the_word_hint_deduct_coin'),
    };
    return { data: await targetQuiz(ctx, input, WORD_QUIZ, hints) };
  },

  async get_audio_questions(ctx, input) {
    return { data: await targetQuiz(ctx, input, AUDIO_QUIZ) };
  },

  async get_maths_questions(ctx, input) {
    return { data: await targetQuiz(ctx, input, MATHS_QUIZ) };
  },

  /** A quiz zone category (or subcategory) as a self-timed set: one timer for all, no coins. */
  async get_questions_for_self_challenge(ctx, input) {
    const languageId = await contentLanguageId(ctx.db, ctx.catalogue, input.language_id);
    const category = await categoryBySlug(ctx.db, QUIZ_ZONE, input.category_slug, languageId);
    if (category.isPremium && !(await hasUnlocked(ctx.db, ctx.user.id, category.id)))
      throw fail('premiumLocked');
    const subcategory = input.subcategory_slug
      ? await subcategoryBySlug(ctx.db, category.id, input.subcategory_slug)
      : null;
    const maxQuestions = await ctx.settings.num('self_challenge_max_questions');
    const maxMinutes = await ctx.settings.num('self_challenge_max_minutes');
    if (input.limit > maxQuestions) throw fail('missingField', `At most ${maxQuestions} questions`);
    const minutes = input.minutes ?? maxMinutes;
    if (minutes > maxMinutes) throw fail('missingField', `At most ${maxMinutes} minutes`);
    const rows = await randomQuestions(
      ctx.db,
      and(
        subcategory ? eq(questions.subcategoryId, subcategory.id) : eq(questions.categoryId, category.id),
        inArray(questions.questionType, [questionKinds.choice, questionKinds.true_false]),
      ),
      input.limit,
    );
    return {
      data: await issueAttempt(ctx, {
        quizType: quizTypes.selfChallenge,
        title: subcategory ? `${category.name} · ${subcategory.name}` : category.name,
        categoryId: category.id,
        subcategoryId: subcategory?.id,
        categorySlug: category.slug,
        subcategorySlug: subcategory?.slug,
        rows,
        secondsPerQuestion: 0,
        secondsTotal: minutes * 60,
      }),
    };
  },

  async get_fun_n_learn(ctx, input) {
    const target = await modeTarget(ctx.db, ctx.user.id, FUN_N_LEARN.categoryType, input.type, input.type_id);
    const rows = await ctx.db
      .select({
        passage: passages,
        count: sql<number>`(SELECT count(*)::int FROM questions q WHERE q.passage_id = passages.id)`,
        played: sql<boolean>`EXISTS (SELECT 1 FROM completions c WHERE c.user_id = ${ctx.user.id}
          AND c.quiz_type = ${FUN_N_LEARN.quizType} AND c.target = 'passage:' || passages.id)`,
      })
      .from(passages)
      .where(
        and(
          eq(passages.status, 1),
          target.subcategory
            ? eq(passages.subcategoryId, target.subcategory.id)
            : eq(passages.categoryId, target.category.id),
        ),
      )
      .orderBy(asc(passages.rowOrder), asc(passages.id));
    if (rows.length === 0) throw fail('notFound');
    return {
      data: rows.map((r) => presentPassage(ctx.origin, r.passage, Number(r.count), Boolean(r.played))),
    };
  },

  async get_fun_n_learn_questions(ctx, input) {
    const [passage] = await ctx.db.select().from(passages).where(eq(passages.id, input.fun_n_learn_id));
    if (!passage || passage.status !== 1) throw fail('notFound', 'No such passage');
    await modeTarget(ctx.db, ctx.user.id, FUN_N_LEARN.categoryType, 'category', passage.categoryId);
    const rows = await ctx.db
      .select()
      .from(questions)
      .where(eq(questions.passageId, passage.id))
      .orderBy(sql`random()`);
    const [played] = await ctx.db
      .select({ target: completions.target })
      .from(completions)
      .where(
        and(
          eq(completions.userId, ctx.user.id),
          eq(completions.quizType, FUN_N_LEARN.quizType),
          eq(completions.target, `passage:${passage.id}`),
        ),
      );
    const attempt = await issueAttempt(ctx, {
      quizType: FUN_N_LEARN.quizType,
      title: passage.title,
      categoryId: passage.categoryId,
      subcategoryId: passage.subcategoryId ?? 0,
      target: `passage:${passage.id}`,
      rows,
      secondsPerQuestion: await ctx.settings.num('fun_n_learn_quiz_duration'),
    });
    return {
      data: { ...attempt, passage: presentPassage(ctx.origin, passage, rows.length, Boolean(played)) },
    };
  },

  async get_multi_match_level_data(ctx, input) {
    return { data: await levelDataOf(ctx, MULTI_MATCH.categoryType, input) };
  },

  async get_multi_match_questions_by_level(ctx, input) {
    return {
      data: await levelQuiz(ctx, input, {
        modeType: MULTI_MATCH.categoryType,
        quizType: MULTI_MATCH.quizType,
        size: 'multi_match_total_level_question',
        seconds: 'multi_match_duration',
      }),
    };
  },

  /** Reveals the next unrevealed letter of a word for a coin; at most the setting's number a question. */
  async use_hint(ctx, input) {
    const maxHints = await ctx.settings.num('guess_the_word_max_hints');
    const cost = await ctx.settings.num('guess_the_word_hint_deduct_coin');
    return ctx.db.transaction(async (tx) => {
      const attempt = await ownAttempt(tx, input.attempt_id, ctx.user.id, true);
      if (attempt.status !== 'open') throw fail('attemptGraded');
      if (!inTime(attempt)) throw fail('attemptInvalid', 'The time for this question is up');
      const question = questionOf(attempt, input.question_id);
      if (question.kind !== 'guess_the_word') throw fail('attemptInvalid', 'Hints are for guess the word');
      // A hint is part of the answer: none where the mode withholds answers (a contest).
      if (modeOfQuizType(attempt.quizType)?.answers === 'withheld')
        throw fail('attemptInvalid', 'There are no hints in this mode');
      const [answered] = await tx
        .select({ id: attemptAnswers.questionId })
        .from(attemptAnswers)
        .where(and(eq(attemptAnswers.attemptId, attempt.id), eq(attemptAnswers.questionId, question.id)));
      if (answered) throw fail('questionAnswered');
      const used = await tx
        .select({ lifeline: attemptLifelines.lifeline })
        .from(attemptLifelines)
        .where(and(eq(attemptLifelines.attemptId, attempt.id), eq(attemptLifelines.questionId, question.id)));
      const hintsUsed = used.filter((u) => u.lifeline.startsWith('hint:')).length;
      if (hintsUsed >= maxHints) throw fail('lifelineUsed', `At most ${maxHints} hints a question`);
      // Letters are revealed from the start of the word, one per hint.
      const position = hintsUsed;
      const letter = [...question.answer][position] ?? '';
      await tx.insert(attemptLifelines).values({
        attemptId: attempt.id,
        lifeline: `hint:${question.id}:${position}`,
        questionId: question.id,
      });
      const { balance } =
        cost > 0
          ? await moveCoins(
              tx,
              ctx.user.id,
              -cost,
              'usedHintLifeline',
              `hint:${attempt.id}:${question.id}:${position}`,
            )
          : { balance: ctx.user.coins };
      return {
        data: {
          question_id: question.id,
          position,
          letter,
          hints_left: maxHints - hintsUsed - 1,
          coins: balance,
        },
      };
    });
  },
};

function presentPassage(
  origin: string,
  p: typeof passages.$inferSelect,
  questionCount: number,
  played: boolean,
): Passage {
  return {
    id: p.id,
    language_id: p.languageId,
    category: p.categoryId,
    subcategory: p.subcategoryId ?? 0,
    title: p.title,
    detail: p.detail,
    content_type: p.video ? '1' : p.pdf ? '2' : '0',
    content_data: p.video || (p.pdf ? absoluteUrl(origin, mediaPath('documents', p.pdf)) : ''),
    no_of_que: questionCount,
    is_play: played,
  };
}
