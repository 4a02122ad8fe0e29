import { parse } from 'csv-parse/sync';
import { slugify, type ImportIssue, type ImportQuestion, type ParseResult } from './model';

const LETTERS = ['a', 'b', 'c', 'd', 'e'];
const REQUIRED = ['category', 'question', 'option_a', 'option_b', 'answer'];

/**
 * CSV with a header row: category, subcategory (optional), level (default 1), question,
 * option_a … option_e (two or more), answer (a letter, or the right option's text), note, image.
 */
export function parseCsv(text: string): ParseResult {
  const issues: ImportIssue[] = [];
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, {
      columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()),
      info: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
    }) as typeof records;
  } catch (err) {
    const e = err as Error & { lines?: number };
    return { questions: [], issues: [{ line: e.lines ?? 1, message: `not valid CSV: ${e.message}` }] };
  }
  const header = records[0] ? Object.keys(records[0].record) : [];
  const missing = REQUIRED.filter((c) => !header.includes(c));
  if (records.length > 0 && missing.length > 0)
    return { questions: [], issues: [{ line: 1, message: `missing column(s): ${missing.join(', ')}` }] };

  const questions: ImportQuestion[] = [];
  for (const { record: r, info } of records) {
    const line = info.lines;
    const options = LETTERS.map((l) => r[`option_${l}`] ?? '').filter((o) => o !== '');
    const answerText = (r.answer ?? '').trim();
    const letter = LETTERS.indexOf(answerText.toLowerCase());
    const answer =
      letter >= 0 && answerText.length === 1 ? letter : options.findIndex((o) => o === answerText);
    const level = r.level ? Number(r.level) : 1;
    if (r.level && !/^\d+$/.test(r.level))
      issues.push({ line, message: `level "${r.level}" is not a whole number` });
    const category = r.category ?? '';
    const subcategory = r.subcategory ?? '';
    questions.push({
      line,
      mode: 'quiz_zone',
      kind: 'choice',
      category: { name: category, slug: slugify(category), image: '', isPremium: false, coins: 0 },
      subcategory: subcategory ? { name: subcategory, slug: slugify(subcategory), image: '' } : null,
      level,
      question: r.question ?? '',
      options,
      answers: [answer],
      word: '',
      pairs: [],
      passage: null,
      note: r.note ?? '',
      image: r.image ?? '',
      audio: '',
    });
  }
  return { questions, issues };
}
