import type { AttemptQuestion } from './schema';
import { questionKinds, type QuestionKind, type QuestionOption } from '../catalogue/schema';
import { shuffled } from './shuffle';

const OPTION_KEYS = ['a', 'b', 'c', 'd', 'e'];
const kindOfType = new Map<number, QuestionKind>(
  Object.entries(questionKinds).map(([kind, type]) => [type, kind as QuestionKind]),
);

export const kindOf = (questionType: number): QuestionKind => kindOfType.get(questionType) ?? 'choice';

export interface StoredQuestion {
  id: number;
  questionType: number;
  options: QuestionOption[];
  answer: string;
  pairs: QuestionOption[] | null;
}

/** What the player is shown besides the options: tiles for a word, the right column of a match. */
export interface IssuedExtras {
  letters?: string[];
  word_lengths?: number[];
  pairs?: QuestionOption[];
}

/** Guess the word compares letters only: case, spaces and Unicode forms do not matter. */
export const normalizeWord = (word: string) => word.normalize('NFC').replace(/\s+/g, '').toLocaleUpperCase();

/**
 * Decoy letters by script: a word's own script, so a decoy never gives itself away (an English letter
 * among Arabic tiles). A French word with accents takes plain Latin decoys beside its own É or Ç.
 */
const DECOYS: { script: RegExp; letters: string }[] = [
  { script: /^\p{Script=Latin}$/u, letters: 'ABCDEFGHIJKLMNOPRSTUVWY' },
  { script: /^\p{Script=Arabic}$/u, letters: 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي' },
];

/** Tiles for a word: its own letters plus a few decoys, shuffled, so the tiles alone do not spell it. */
function wordTiles(word: string): string[] {
  const letters = [...normalizeWord(word)];
  // Another script (or a mix): decoys from the word's own letters.
  const alphabet =
    DECOYS.find((d) => letters.every((l) => d.script.test(l)))?.letters ?? [...new Set(letters)].join('');
  const decoys = Array.from({ length: Math.min(4, Math.max(2, 14 - letters.length)) }, () => {
    return alphabet[Math.floor(Math.random() * alphabet.length)] ?? 'A';
  });
  return shuffled([...letters, ...decoys]);
}

/**
 * Prepares one question for an attempt: options shuffled and re-lettered (choice, multi select,
 * sequence), the right column of a match shuffled and numbered. The attempt keeps the answer in the
 * issued keys; the player gets only what is needed to answer.
 */
export function issueQuestion(
  row: StoredQuestion,
  shuffle: boolean,
): { stored: AttemptQuestion; options: QuestionOption[]; extras: IssuedExtras } {
  const kind = kindOf(row.questionType);
  const relettered = (order: QuestionOption[]) =>
    order.map((o, i) => ({ key: OPTION_KEYS[i] ?? o.key, text: o.text, from: o.key }));

  switch (kind) {
    case 'guess_the_word': {
      const display = row.answer.trim().replace(/\s+/g, ' ').toLocaleUpperCase();
      const stored = { id: row.id, kind, answer: normalizeWord(row.answer), options: [], display };
      const word_lengths = row.answer
        .trim()
        .split(/\s+/)
        .map((w) => [...w].length);
      return { stored, options: [], extras: { letters: wordTiles(row.answer), word_lengths } };
    }
    case 'true_false': {
      const options = row.options.map((o) => ({ key: o.key, text: o.text }));
      return { stored: { id: row.id, kind, answer: row.answer, options }, options, extras: {} };
    }
    case 'match': {
      // Left column keeps its keys; the right column is shuffled and numbered 1…n.
      const options = row.options.map((o) => ({ key: o.key, text: o.text }));
      const right = shuffled(row.pairs ?? []).map((p, i) => ({
        key: String(i + 1),
        text: p.text,
        from: p.key,
      }));
      const answer = options
        .map((o) => `${o.key}:${right.find((r) => r.from === o.key)?.key ?? ''}`)
        .join(',');
      const pairs = right.map(({ key, text }) => ({ key, text }));
      return { stored: { id: row.id, kind, answer, options, pairs }, options, extras: { pairs } };
    }
    default: {
      const issued = relettered(kind === 'sequence' || shuffle ? shuffled(row.options) : row.options);
      const newKey = (from: string) => issued.find((o) => o.from === from)?.key ?? from;
      const rightKeys = row.answer.split(',').map(newKey);
      const answer = kind === 'multi_select' ? [...rightKeys].sort().join(',') : rightKeys.join(',');
      const options = issued.map(({ key, text }) => ({ key, text }));
      return { stored: { id: row.id, kind, answer, options }, options, extras: {} };
    }
  }
}

const keyList = (value: string) =>
  value
    .split(',')
    .map((k) => k.trim().toLowerCase())
    .filter(Boolean);

/** Pair by pair verdicts of a match answer "a:2,b:1,…", keyed by the left key. */
export function matchVerdicts(question: AttemptQuestion, given: string): Record<string, boolean> {
  const chosen = new Map(keyList(given).map((p) => p.split(':') as [string, string]));
  const right = new Map(keyList(question.answer).map((p) => p.split(':') as [string, string]));
  return Object.fromEntries([...right].map(([left, key]) => [left, chosen.get(left) === key]));
}

/** Whether an answer is right, by the question's kind (multi select as a set, sequence in order). */
export function isCorrect(question: AttemptQuestion, given: string): boolean {
  if (!given) return false;
  switch (question.kind ?? 'choice') {
    case 'guess_the_word':
      return normalizeWord(given) === question.answer;
    case 'multi_select':
      return [...new Set(keyList(given))].sort().join(',') === question.answer;
    case 'sequence':
      return keyList(given).join(',') === question.answer;
    case 'match':
      return Object.values(matchVerdicts(question, given)).every(Boolean);
    default:
      return given.trim().toLowerCase() === question.answer;
  }
}

/** The right answer as the player should read it. */
export const shownAnswer = (question: AttemptQuestion) => question.display ?? question.answer;
