/** One question ready to import, wherever it came from (our JSON, CSV, Open Trivia DB). */
export interface ImportQuestion {
  /** 1-based line in the source file, for messages. */
  line: number;
  category: { name: string; slug: string; image: string; isPremium: boolean; coins: number };
  /** null: the question belongs to the category itself (no subcategory). */
  subcategory: { name: string; slug: string; image: string } | null;
  level: number;
  question: string;
  options: string[];
  /** 0-based index of the right option. */
  answer: number;
  note: string;
  image: string;
}

export interface ImportIssue {
  line: number;
  message: string;
}

export interface ParseResult {
  questions: ImportQuestion[];
  issues: ImportIssue[];
  /** The content language the file names, when its format has one. */
  language?: string;
}

export const MAX_QUESTION = 500;
export const MAX_OPTION = 200;

/** "Movies & TV" → "movies-tv". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}
