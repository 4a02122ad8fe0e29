import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ContentModeName } from '../../../contract/content-models';
import { modeTypes } from '../../content-import/model';
import type { DbOrTx } from '../../db/client';
import { formAnswer, kindOf } from './question-form';
import { categories, languages, passages, questions, subcategories } from './schema';

type QuestionRow = typeof questions.$inferSelect;
type Holder = { levels?: unknown[][]; questions?: unknown[]; passages?: unknown[] };

/** One stored question in the import format (docs/content-format.md), so an export imports back. */
function exported(q: QuestionRow) {
  const kind = kindOf(q.questionType);
  const { options, answers, word, pairs } = formAnswer(q);
  const extra = { ...(q.note ? { note: q.note } : {}), ...(q.image ? { image: q.image } : {}) };
  switch (kind) {
    case 'true_false':
      return { type: kind, question: q.question, answer: answers[0] === 0, ...extra };
    case 'guess_the_word':
      return { type: kind, question: q.question, answer: word, ...extra };
    case 'multi_select':
      return { type: kind, question: q.question, options, answer: answers, ...extra };
    case 'sequence':
      return { type: kind, question: q.question, options, ...extra };
    case 'match':
      return {
        type: kind,
        question: q.question,
        pairs: options.map((o, i) => [o, pairs[i] ?? '']),
        ...extra,
      };
    default:
      return {
        type: kind,
        question: q.question,
        options,
        answer: answers[0] ?? 0,
        ...(q.audio ? { audio: q.audio } : {}),
        ...extra,
      };
  }
}

/** Puts each question where the format wants it: a level, the level-less list, or its passage. */
function fill(holder: Holder, rows: QuestionRow[], passageRows: (typeof passages.$inferSelect)[]) {
  for (const q of rows.filter((r) => !r.passageId)) {
    if (q.level > 0) {
      holder.levels ??= [];
      while (holder.levels.length < q.level) holder.levels.push([]);
      holder.levels[q.level - 1]!.push(exported(q));
    } else (holder.questions ??= []).push(exported(q));
  }
  for (const p of passageRows) {
    const asked = rows.filter((r) => r.passageId === p.id).map(exported);
    if (asked.length === 0) continue;
    (holder.passages ??= []).push({
      title: p.title,
      detail: p.detail,
      ...(p.video ? { video: p.video } : {}),
      ...(p.pdf ? { pdf: p.pdf } : {}),
      questions: asked,
    });
  }
}

/** A mode's content of one language (one category, when named) as an import file. */
export async function exportContent(
  db: DbOrTx,
  mode: ContentModeName,
  languageId: number,
  categoryId?: number,
) {
  const [language] = await db.select().from(languages).where(eq(languages.id, languageId));
  const cats = await db
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.type, modeTypes[mode]),
        eq(categories.languageId, languageId),
        categoryId ? eq(categories.id, categoryId) : undefined,
      ),
    )
    .orderBy(asc(categories.rowOrder), asc(categories.id));
  const ids = cats.map((c) => c.id);
  const none = [-1];
  const [subs, qs, ps] = await Promise.all([
    db
      .select()
      .from(subcategories)
      .where(inArray(subcategories.categoryId, ids.length ? ids : none))
      .orderBy(asc(subcategories.rowOrder), asc(subcategories.id)),
    db
      .select()
      .from(questions)
      .where(inArray(questions.categoryId, ids.length ? ids : none))
      .orderBy(asc(questions.id)),
    db
      .select()
      .from(passages)
      .where(inArray(passages.categoryId, ids.length ? ids : none))
      .orderBy(asc(passages.rowOrder), asc(passages.id)),
  ]);
  const content = {
    language: language?.code ?? 'en',
    mode,
    categories: cats.map((c) => {
      const out: Holder & Record<string, unknown> = {
        name: c.name,
        slug: c.slug,
        ...(c.image ? { image: c.image } : {}),
        is_premium: c.isPremium,
        coins: c.coins,
      };
      const own = (subId: number | null) => ({
        qs: qs.filter((q) => q.categoryId === c.id && q.subcategoryId === subId),
        ps: ps.filter((p) => p.categoryId === c.id && p.subcategoryId === subId),
      });
      const top = own(null);
      fill(out, top.qs, top.ps);
      const children = subs
        .filter((s) => s.categoryId === c.id)
        .map((s) => {
          const sub: Holder & Record<string, unknown> = {
            name: s.name,
            slug: s.slug,
            ...(s.image ? { image: s.image } : {}),
          };
          const mine = own(s.id);
          fill(sub, mine.qs, mine.ps);
          return sub;
        });
      if (children.length > 0) out.subcategories = children;
      return out;
    }),
  };
  const scope = categoryId && cats[0] ? cats[0].slug : mode;
  return { file_name: `${scope}.${language?.code ?? 'en'}.json`, content, questions: qs.length };
}
