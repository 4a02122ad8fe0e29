import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** A question of the demo content files of the learning modes, as written there. */
export interface ContentQuestion {
  type?: string;
  question: string;
  /** Choice and multi-select options; a sequence lists them in the right order. */
  options?: string[];
  /** Choice: the right option's index; multi-select: the right indices; a word: the word itself. */
  answer?: number | number[] | string | boolean;
  /** Match: [left, right] pairs. */
  pairs?: [string, string][];
}

/**
 * What a player who studied a demo content file knows: question text → the question with its answer.
 * `file` is a name in server/seed/content/, e.g. "guess-the-word.en.json".
 */
export function contentBook(file: string): Map<string, ContentQuestion> {
  const json: unknown = JSON.parse(
    readFileSync(new URL(`../server/seed/content/${file}`, import.meta.url), 'utf8'),
  );
  const book = new Map<string, ContentQuestion>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const q = node as Partial<ContentQuestion>;
    if (typeof q.question === 'string') book.set(q.question, q as ContentQuestion);
    else Object.values(node).forEach(visit);
  };
  visit(json);
  return book;
}

/** The text of a choice or true/false question's right option. */
export function rightOptionText(q: ContentQuestion): string {
  if (typeof q.answer === 'boolean') return q.answer ? 'True' : 'False';
  return q.options?.[q.answer as number] ?? '';
}

/** Taps the first free guess-the-word tile showing `letter`. */
export async function tapLetter(page: Page, letter: string) {
  const tiles = page.locator('[data-testid^="word-tile-"]');
  const count = await tiles.count();
  for (let i = 0; i < count; i++) {
    const tile = tiles.nth(i);
    if ((await tile.innerText()).trim() === letter && (await tile.isEnabled())) return tile.click();
  }
  throw new Error(`no free tile for ${letter}`);
}
