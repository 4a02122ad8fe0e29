import type { QuestionKind } from '../db/schema';
import { catalogueMode } from '../../contract/modes';

/** Category types of the modes (the original's tbl_category.type), by the import format's mode names. */
export const modeTypes = {
  quiz_zone: catalogueMode('quiz_zone').categoryType,
  fun_and_learn: catalogueMode('fun_learn').categoryType,
  guess_the_word: catalogueMode('guess_word').categoryType,
  audio: catalogueMode('audio_questions').categoryType,
  maths: catalogueMode('math_mania').categoryType,
  multi_match: catalogueMode('multi_match').categoryType,
  /** A contest's own questions (server/domains/contest), any kind the play screen plays. */
  contest: catalogueMode('contest_play').categoryType,
};
export type Mode = keyof typeof modeTypes;

export interface ImportPassage {
  /** Questions of one passage share this key (the passage's place in the file). */
  key: number;
  title: string;
  detail: string;
  video: string;
  pdf: string;
}

/** One question ready to import, wherever it came from (our JSON, CSV, Open Trivia DB). */
export interface ImportQuestion {
  /** 1-based line in the source file, for messages. */
  line: number;
  mode: Mode;
  kind: QuestionKind;
  category: { name: string; slug: string; image: string; isPremium: boolean; coins: number };
  /** null: the question belongs to the category itself (no subcategory). */
  subcategory: { name: string; slug: string; image: string } | null;
  /** 0: not part of a level (the pools of true/false, daily quiz and the modes without levels). */
  level: number;
  question: string;
  /** Choice and true/false ("True", "False"); multi select; a sequence in its right order; match: left column. */
  options: string[];
  /** 0-based indexes of the right options: one for choice and true/false, one or more for multi select. */
  answers: number[];
  /** Guess the word: the word(s). */
  word: string;
  /** Match: the right-hand column, in the order of `options`. */
  pairs: string[];
  passage: ImportPassage | null;
  note: string;
  image: string;
  audio: string;
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
export const MAX_DETAIL = 20_000;

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
