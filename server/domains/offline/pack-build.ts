import { createHash } from 'node:crypto';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { OfflinePack, PackPassage, PackQuestion } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { passages, questionKinds, questions } from '../catalogue/schema';
import type { CategoryRow, SubcategoryRow } from '../catalogue';
import { questionMedia, issueQuestion, shownAnswer } from '../play';

/** The most questions one pack holds. */
export const PACK_MAX_QUESTIONS = 2_000;

export type PackRow = typeof questions.$inferSelect;

/**
 * A question issued the way offline play and the server's grading of an offline result both read it:
 * options in their stored order (the device shuffles for display), the answer in those keys.
 */
export function packIssue(row: PackRow) {
  return issueQuestion(row, false);
}

function packQuestion(origin: string, row: PackRow): PackQuestion {
  const { stored, options, extras } = packIssue(row);
  return {
    id: row.id,
    question: row.question,
    question_type: row.questionType,
    kind: stored.kind,
    image: questionMedia(origin, 'questions', row.image),
    audio: questionMedia(origin, 'audio', row.audio),
    options,
    bookmarked: false,
    ...extras,
    answer: shownAnswer(stored),
    note: row.note,
    level: row.level,
    category_id: row.categoryId,
    subcategory_id: row.subcategoryId ?? 0,
    passage_id: row.passageId ?? 0,
  };
}

/** The active passages of the scope (fun & learn), in the order the catalogue lists them. */
async function scopePassages(
  db: DbOrTx,
  category: CategoryRow,
  subcategory: SubcategoryRow | null,
): Promise<(typeof passages.$inferSelect)[]> {
  return db
    .select()
    .from(passages)
    .where(
      and(
        eq(passages.status, 1),
        subcategory ? eq(passages.subcategoryId, subcategory.id) : eq(passages.categoryId, category.id),
      ),
    )
    .orderBy(asc(passages.rowOrder), asc(passages.id));
}

/** The pack of a category (all its questions) or of one subcategory, with its content version. */
export async function buildPack(
  db: DbOrTx,
  origin: string,
  category: CategoryRow,
  subcategory: SubcategoryRow | null,
): Promise<Omit<OfflinePack, 'unchanged'>> {
  const passageRows = await scopePassages(db, category, subcategory);
  const shownPassages = new Set(passageRows.map((p) => p.id));
  const questionRows = await db
    .select()
    .from(questions)
    .where(
      and(
        subcategory ? eq(questions.subcategoryId, subcategory.id) : eq(questions.categoryId, category.id),
        // Their issue is random on every call (a match's right column, a sequence's order), so the
        // server could not re-read an offline answer to them in the keys the pack gave.
        notInArray(questions.questionType, [questionKinds.match, questionKinds.sequence]),
      ),
    )
    .orderBy(asc(questions.level), asc(questions.id))
    .limit(PACK_MAX_QUESTIONS);
  // Questions of a passage that is switched off are not played online either.
  const rows = questionRows.filter((r) => r.passageId === null || shownPassages.has(r.passageId));
  const list = rows.map((row) => packQuestion(origin, row));
  const asked = new Set(list.map((q) => q.passage_id));
  const media = [...new Set(list.flatMap((q) => [q.image, q.audio]).filter(Boolean))];
  // The version is the stored content itself (not the issued copy, whose word tiles are random): any edit
  // of a question, an option or a file name changes it.
  const version = createHash('sha256')
    .update(JSON.stringify([category.name, subcategory?.name ?? '', rows, passageRows]))
    .digest('base64url')
    .slice(0, 22);
  return {
    scope: subcategory ? `subcategory:${subcategory.id}` : `category:${category.id}`,
    version,
    title: subcategory?.name ?? category.name,
    category_id: category.id,
    subcategory_id: subcategory?.id ?? 0,
    category_type: category.type,
    questions: list,
    passages: passageRows
      .filter((p) => asked.has(p.id))
      .map((p): PackPassage => ({
        id: p.id,
        title: p.title,
        detail: p.detail,
        subcategory_id: p.subcategoryId ?? 0,
      })),
    media,
  };
}
