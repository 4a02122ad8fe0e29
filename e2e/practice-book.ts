import { readdirSync, readFileSync } from 'node:fs';

/**
 * What a player who studied every English Quiz Zone file knows (question text → right option text),
 * true/false statements included: the daily quiz, true & false, self challenge and bookmarks draw
 * from all of them, not only from the base file support.ts reads.
 */
export function practiceBook(): Map<string, string> {
  const dir = new URL('../server/seed/content/', import.meta.url);
  const book = new Map<string, string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const q = node as { question?: unknown; options?: unknown; answer?: unknown; type?: unknown };
    if (typeof q.question === 'string') {
      if (q.type === 'true_false' && typeof q.answer === 'boolean')
        book.set(q.question, q.answer ? 'True' : 'False');
      else if (Array.isArray(q.options) && typeof q.answer === 'number')
        book.set(q.question, String(q.options[q.answer]));
      return;
    }
    Object.values(node).forEach(visit);
  };
  for (const file of readdirSync(dir).filter((f) => /^(quiz-zone|true-false)\.en.*\.json$/.test(f)))
    visit(JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
  return book;
}

/** "Question 3/10" → 10. */
export const totalOf = (counter: string) => Number(/\/(\d+)/.exec(counter)?.[1] ?? 0);
