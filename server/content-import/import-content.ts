import type { Db, Tx } from '../db/client';
import type { ImportIssue, ParseResult } from './model';
import { parseCsv } from './parse-csv';
import { parseJson } from './parse-json';
import { validateQuestions } from './validate';
import { writeQuestions, type ImportStats } from './write';

export type ImportOutcome = { ok: true; stats: ImportStats } | { ok: false; issues: ImportIssue[] };

/** Parses a content file by its extension (.csv, or .json: our format or Open Trivia DB) and validates it. */
export function readContent(fileName: string, text: string): ParseResult {
  const parsed = fileName.toLowerCase().endsWith('.csv') ? parseCsv(text) : parseJson(text);
  const issues = [...parsed.issues, ...validateQuestions(parsed.questions)].sort((a, b) => a.line - b.line);
  if (parsed.questions.length === 0 && issues.length === 0)
    issues.push({ line: 1, message: 'the file has no questions' });
  return { ...parsed, issues };
}

/**
 * All or nothing: a file with any problem writes nothing and reports every problem by line. The content
 * language is `languageCode`, else the one the file names, else English.
 */
export async function importContent(
  target: Db | Tx,
  fileName: string,
  text: string,
  languageCode?: string,
): Promise<ImportOutcome> {
  const { questions, issues, language } = readContent(fileName, text);
  if (issues.length > 0) return { ok: false, issues };
  const code = languageCode ?? language ?? 'en';
  const stats = await target.transaction((tx) => writeQuestions(tx, code, questions));
  return { ok: true, stats };
}
