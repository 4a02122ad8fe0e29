import type { questions } from '../catalogue/schema';

type QuestionRow = typeof questions.$inferSelect;
const TYPES = ['', 'choice', 'true_false', 'guess_the_word', 'multi_select', 'sequence', 'match'] as const;
const indexOf = (row: QuestionRow, key: string) => row.options.findIndex((o) => o.key === key);

/**
 * A stored question back in the content format (docs/content-format.md), the shape the console edits
 * and admin_save_contest takes: the inverse of the importer's storedAnswer (content-import/write.ts).
 */
export function contestQuestionItem(row: QuestionRow): Record<string, unknown> {
  const type = TYPES[row.questionType] ?? 'choice';
  const base: Record<string, unknown> = { type, question: row.question };
  if (row.note) base.note = row.note;
  if (row.image) base.image = row.image;
  const texts = row.options.map((o) => o.text);
  switch (type) {
    case 'true_false':
      return { ...base, answer: row.answer === 'a' };
    case 'guess_the_word':
      return { ...base, answer: row.answer };
    case 'multi_select':
      return { ...base, options: texts, answer: row.answer.split(',').map((k) => indexOf(row, k)) };
    case 'sequence':
      return { ...base, options: texts };
    case 'match':
      return { ...base, pairs: texts.map((left, i) => [left, row.pairs?.[i]?.text ?? '']) };
    default:
      return { ...base, options: texts, answer: indexOf(row, row.answer) };
  }
}
