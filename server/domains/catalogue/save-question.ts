import { and, eq } from 'drizzle-orm';
import type { ActionInput } from '../../../contract';
import type { Tx } from '../../db/client';
import { sanitizePassage, storedAnswer } from '../../content-import/write';
import { ApiError, fail } from '../../http/api-error';
import type { UserContext } from '../../http/context';
import { recordAudit } from '../audit';
import { bumpContentVersion } from '../settings';
import { checkedQuestion, modeOfType } from './question-form';
import { categories, languages, passages, questionKinds, questions, subcategories } from './schema';

type SaveInput = ActionInput<'admin_save_question'>;

const invalid = (field: string, detail: string) => new ApiError('questionInvalid', 200, field, detail);

/** The category (with its language code) and, when named, its subcategory: both must exist and agree. */
async function placeOf(tx: Tx, input: SaveInput) {
  const [category] = await tx
    .select({
      id: categories.id,
      type: categories.type,
      languageId: categories.languageId,
      code: languages.code,
    })
    .from(categories)
    .innerJoin(languages, eq(languages.id, categories.languageId))
    .where(eq(categories.id, input.category_id));
  if (!category) throw invalid('category_id', 'category_id: no such category');
  const mode = modeOfType(category.type);
  if (!mode) throw invalid('category_id', 'category_id: contest questions are edited with their contest');
  if (input.subcategory_id) {
    const [sub] = await tx
      .select({ id: subcategories.id })
      .from(subcategories)
      .where(and(eq(subcategories.id, input.subcategory_id), eq(subcategories.categoryId, category.id)));
    if (!sub) throw invalid('subcategory_id', 'subcategory_id: not a subcategory of this category');
  }
  return { category, mode };
}

/**
 * The passage of a fun & learn question: an existing one of the category (its fields updated when
 * given), or a new one from the title and detail. Other modes have none.
 */
async function passageFor(tx: Tx, input: SaveInput, categoryId: number, languageId: number) {
  const fields = {
    title: input.passage_title ?? '',
    detail: input.passage_detail ? sanitizePassage(input.passage_detail) : '',
    video: input.passage_video ?? '',
    pdf: input.passage_pdf ?? '',
  };
  if (input.passage_id) {
    const [found] = await tx
      .select()
      .from(passages)
      .where(and(eq(passages.id, input.passage_id), eq(passages.categoryId, categoryId)));
    if (!found) throw invalid('passage_id', 'passage_id: not a passage of this category');
    if (!fields.title && !fields.detail) return { id: found.id, data: found };
    if (!fields.title || !fields.detail)
      throw invalid('passage_detail', 'a passage needs a title and a text');
    await tx.update(passages).set(fields).where(eq(passages.id, found.id));
    return { id: found.id, data: fields };
  }
  if (!fields.title && !fields.detail) return null;
  if (!fields.title || !fields.detail) throw invalid('passage_detail', 'a passage needs a title and a text');
  const [created] = await tx
    .insert(passages)
    .values({ categoryId, subcategoryId: input.subcategory_id ?? null, languageId, ...fields })
    .returning({ id: passages.id });
  return { id: created!.id, data: fields };
}

/** The original a new translation points at: the named question's own original, in another language. */
async function translationRoot(tx: Tx, sourceId: number, languageId: number): Promise<number> {
  const [source] = await tx
    .select({ id: questions.id, languageId: questions.languageId, translationOf: questions.translationOf })
    .from(questions)
    .where(eq(questions.id, sourceId));
  if (!source) throw invalid('translation_of', 'translation_of: no such question');
  if (source.languageId === languageId)
    throw invalid('category_id', 'a translation belongs to a category of another language');
  return source.translationOf ?? source.id;
}

/** Creates or updates one question in the caller's transaction; answers its id. Audited, version bumped. */
export async function saveQuestion(tx: Tx, ctx: UserContext, input: SaveInput): Promise<number> {
  const { category, mode } = await placeOf(tx, input);
  const [before] = input.id ? await tx.select().from(questions).where(eq(questions.id, input.id)) : [];
  if (input.id && !before) throw fail('notFound');
  const passage =
    mode === 'fun_and_learn' ? await passageFor(tx, input, category.id, category.languageId) : null;
  const item = checkedQuestion(input, mode, passage?.data ?? null);
  const values = {
    categoryId: category.id,
    subcategoryId: input.subcategory_id ?? null,
    languageId: category.languageId,
    question: item.question.trim(),
    questionType: questionKinds[item.kind],
    ...{ pairs: null, ...storedAnswer(item, category.code) },
    level: item.level,
    note: item.note.trim(),
    image: item.image,
    audio: item.audio,
    passageId: passage?.id ?? null,
  };
  let id: number;
  if (before) {
    await tx.update(questions).set(values).where(eq(questions.id, before.id));
    id = before.id;
  } else {
    const translationOf = input.translation_of
      ? await translationRoot(tx, input.translation_of, category.languageId)
      : null;
    const [created] = await tx
      .insert(questions)
      .values({ ...values, translationOf })
      .returning({ id: questions.id });
    id = created!.id;
  }
  const { passageId: _passage, ...after } = values;
  await recordAudit(tx, ctx, {
    action: 'admin_save_question',
    targetType: 'question',
    targetId: id,
    before: before
      ? { question: before.question, options: before.options, answer: before.answer, level: before.level }
      : null,
    after: { ...after, passage: passage?.data.title ?? null },
  });
  await bumpContentVersion(tx);
  return id;
}
