import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ActionInput } from '../../../contract';
import type { AdminQuestion, AdminQuestionRow } from '../../../contract/content-models';
import type { DbOrTx } from '../../db/client';
import { fail } from '../../http/api-error';
import { containsPattern } from '../../lib/like';
import { absoluteUrl } from '../media-url';
import { CONTENT_TYPES, formAnswer, kindOf } from './question-form';
import { categories, languages, passages, questionKinds, questions, subcategories } from './schema';

const rowColumns = {
  id: questions.id,
  question: questions.question,
  questionType: questions.questionType,
  type: categories.type,
  categoryId: questions.categoryId,
  categoryName: categories.name,
  subcategoryId: questions.subcategoryId,
  subcategoryName: subcategories.name,
  languageId: questions.languageId,
  language: languages.language,
  level: questions.level,
  image: questions.image,
  audio: questions.audio,
  options: questions.options,
  answer: questions.answer,
  pairs: questions.pairs,
};

/** The question table joined with what a console row names (category, subcategory, language). */
function joined(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(questions)
    .innerJoin(categories, eq(categories.id, questions.categoryId))
    .innerJoin(languages, eq(languages.id, questions.languageId))
    .leftJoin(subcategories, eq(subcategories.id, questions.subcategoryId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];

function presentRow(r: Joined): AdminQuestionRow {
  return {
    id: r.id,
    question: r.question,
    kind: kindOf(r.questionType),
    type: r.type,
    category_id: r.categoryId,
    category_name: r.categoryName,
    subcategory_id: r.subcategoryId,
    subcategory_name: r.subcategoryName ?? '',
    language_id: r.languageId,
    language: r.language,
    level: r.level,
    has_image: r.image !== '',
    has_audio: r.audio !== '',
  };
}

const SORTS = {
  id: questions.id,
  question: questions.question,
  level: questions.level,
  category: categories.name,
} as const;

export async function listQuestions(db: DbOrTx, input: ActionInput<'admin_list_questions'>) {
  const filters: SQL[] = [];
  if (input.language_id) filters.push(eq(questions.languageId, input.language_id));
  // Contest questions belong to their contest's own form: the list shows the content modes only.
  filters.push(inArray(categories.type, CONTENT_TYPES));
  if (input.type) filters.push(eq(categories.type, input.type));
  if (input.category_id) filters.push(eq(questions.categoryId, input.category_id));
  if (input.subcategory_id) filters.push(eq(questions.subcategoryId, input.subcategory_id));
  if (input.level !== undefined) filters.push(eq(questions.level, input.level));
  if (input.kind) filters.push(eq(questions.questionType, questionKinds[input.kind]));
  if (input.q) {
    const like = containsPattern(input.q);
    filters.push(sql`(${questions.question} ILIKE ${like} OR ${questions.note} ILIKE ${like})`);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const column = SORTS[input.sort ?? 'id'];
  const direction = input.order === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(direction(column), direction(questions.id))
      .limit(input.limit)
      .offset(input.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(questions)
      .innerJoin(categories, eq(categories.id, questions.categoryId))
      .where(where),
  ]);
  return { rows: rows.map(presentRow), total: count?.n ?? 0 };
}

/** One question with everything the editor shows: answers as indexes, passage, translations. */
export async function adminQuestion(db: DbOrTx, origin: string, id: number): Promise<AdminQuestion> {
  const [row] = await joined(db).where(eq(questions.id, id));
  if (!row) throw fail('notFound');
  const [extra] = await db
    .select({ note: questions.note, passageId: questions.passageId, translationOf: questions.translationOf })
    .from(questions)
    .where(eq(questions.id, id));
  const [passage] = extra?.passageId
    ? await db.select().from(passages).where(eq(passages.id, extra.passageId))
    : [];
  // The versions of one question: the original and every question that names it.
  const root = extra?.translationOf ?? id;
  const versions = await joined(db).where(
    and(or(eq(questions.id, root), eq(questions.translationOf, root)), ne(questions.id, id)),
  );
  return {
    ...presentRow(row),
    ...formAnswer(row),
    note: extra?.note ?? '',
    image: row.image,
    image_url: mediaUrl(origin, 'questions', row.image),
    audio: row.audio,
    audio_url: mediaUrl(origin, 'audio', row.audio),
    passage: passage
      ? {
          id: passage.id,
          title: passage.title,
          detail: passage.detail,
          video: passage.video,
          pdf: passage.pdf,
        }
      : null,
    translation_of: extra?.translationOf ?? null,
    translations: versions.map((v) => ({
      ...presentRow(v),
      options: formAnswer(v).options,
      word: formAnswer(v).word,
    })),
  };
}

/** Stored media: a URL, a /media path, or a bare name in the seed's folder (the player's rule too). */
function mediaUrl(origin: string, folder: string, value: string): string {
  if (!value) return '';
  return absoluteUrl(
    origin,
    /^https?:\/\//.test(value) || value.startsWith('/') ? value : `/media/${folder}/${value}`,
  );
}

/** Questions' summaries before a change, for the audit log. */
export async function auditSummaries(db: DbOrTx, ids: number[]) {
  return db
    .select({
      id: questions.id,
      question: questions.question,
      categoryId: questions.categoryId,
      level: questions.level,
    })
    .from(questions)
    .where(inArray(questions.id, ids));
}
