import type { Attempt, PlayQuestion, QuizResult } from '../../../contract/models';
import type { PackQuestion } from '../../../contract/offline-models';
import { practiceModeIds, type PracticeModeIdOffline } from '../../../contract/practice-modes';
import type { StoredPack } from './pack-store';
import { modeOfCategoryType } from '../../../contract/modes';

/** The practice games a pack can hold (set_practice_result `mode`). */
export type OfflineMode = PracticeModeIdOffline;

/** The mode a pack's own practice is recorded as, by its category's type (get_categories `type`). */
export const packMode = (pack: Pick<StoredPack, 'category_type'>): OfflineMode =>
  modeOfCategoryType(pack.category_type)?.pack ?? 'self';

export const isOfflineMode = (value: unknown): value is OfflineMode =>
  (practiceModeIds as readonly unknown[]).includes(value);

/** Packs stored before passages were part of them have none. */
export const packPassages = (pack: StoredPack) => pack.passages ?? [];

const MATH = /(^|[^\\])\$/;
/** Whether the pack has maths to typeset (KaTeX and its fonts are then kept on the device too). */
export const packHasMath = (pack: Pick<StoredPack, 'questions'>) =>
  pack.questions.some((q) => MATH.test(q.question) || q.options.some((o) => MATH.test(o.text)));

export interface OfflineGame {
  attempt: Attempt;
  /** The pack's questions by id, answers included: the device judges with them. */
  key: Map<number, PackQuestion>;
  mode: OfflineMode;
  level: number;
}

function shuffle<T>(list: T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The levels a pack holds (quiz-zone packs have them; others are all level 1 or 0). */
export const packLevels = (pack: StoredPack) =>
  [...new Set(pack.questions.map((q) => q.level))].sort((a, b) => a - b);

export const hasTrueFalse = (pack: StoredPack) => pack.questions.some((q) => q.kind === 'true_false');

/**
 * A practice game from a pack, shaped like the attempt the server issues, so the one play screen plays
 * it: a level of the pack, its true/false questions, a passage's quiz, or a random set; options
 * shuffled for display.
 */
export function offlineGame(
  pack: StoredPack,
  {
    mode,
    level = 0,
    passage = 0,
    count = 10,
    seconds,
    minutes = 0,
  }: {
    mode: OfflineMode;
    level?: number;
    passage?: number;
    count?: number;
    seconds: number;
    minutes?: number;
  },
): OfflineGame {
  const pool = pack.questions.filter(
    (q) =>
      (!level || q.level === level) &&
      (!passage || q.passage_id === passage) &&
      (mode !== 'true_false' || q.kind === 'true_false'),
  );
  // A level is played in its order, as online; anything else is a new draw each game.
  const chosen = level ? pool.slice(0, count) : shuffle(pool).slice(0, count);
  const questions: PlayQuestion[] = chosen.map(
    ({ answer: _a, note: _n, level: _l, category_id: _c, subcategory_id: _s, passage_id: _p, ...q }) => ({
      ...q,
      // Choice questions are shown in a new order each game; their keys stay, so answers keep meaning.
      options: q.kind === 'choice' ? shuffle(q.options) : q.options,
    }),
  );
  return {
    attempt: {
      attempt_id: crypto.randomUUID(),
      quiz_type: 'offline',
      title: packPassages(pack).find((p) => p.id === passage)?.title ?? pack.title,
      category_slug: '',
      subcategory_slug: '',
      level,
      // Self challenge: one clock for the set, as online; otherwise each question has its own.
      seconds_per_question: minutes ? 0 : seconds,
      seconds_total: minutes * 60,
      lifeline_cost: 0,
      max_hints: chosen.some((q) => q.kind === 'guess_the_word') ? 2 : 0,
      hint_cost: 0,
      questions,
    },
    key: new Map(chosen.map((q) => [q.id, q])),
    mode,
    level,
  };
}

const keyList = (value: string) =>
  value
    .split(',')
    .map((k) => k.trim().toLowerCase())
    .filter(Boolean);
const normalizeWord = (word: string) => word.normalize('NFC').replace(/\s+/g, '').toLocaleUpperCase();

/** The device's verdict, read the way the server grades (server/domains/play/question-kinds.ts). */
export function judge(q: PackQuestion, given: string): boolean {
  if (!given) return false;
  switch (q.kind) {
    case 'guess_the_word':
      return normalizeWord(given) === normalizeWord(q.answer);
    case 'multi_select':
      return [...new Set(keyList(given))].sort().join(',') === [...keyList(q.answer)].sort().join(',');
    case 'sequence':
      return keyList(given).join(',') === keyList(q.answer).join(',');
    default:
      return given.trim().toLowerCase() === q.answer.trim().toLowerCase();
  }
}

/** The result screen's figures for a game judged on the device: practice pays nothing. */
export function localResult(
  game: OfflineGame,
  played: { id: number; answer: string }[],
  balance: { coins: number; score: number },
  passPercentage: number,
): QuizResult {
  const given = new Map(played.map((p) => [p.id, p.answer]));
  const review = game.attempt.questions.map((shown) => {
    const q = game.key.get(shown.id)!;
    const answer = given.get(shown.id) ?? '';
    return { ...shown, answer: q.answer, user_answer: answer, correct: judge(q, answer), note: q.note };
  });
  const correct = review.filter((r) => r.correct).length;
  const total = review.length;
  const pct = total ? (correct * 100) / total : 0;
  return {
    quiz_type: 'offline',
    total_questions: total,
    correct_answers: correct,
    incorrect_answers: total - correct,
    winning_percentage: Math.round(pct * 100) / 100,
    passed: pct >= passPercentage,
    earned_coins: 0,
    earned_score: 0,
    lifeline_coins_spent: 0,
    level: game.level,
    unlocked_level: 0,
    max_level: 0,
    coins: balance.coins,
    score: balance.score,
    replayed: false,
    completed_before: false,
    streak: 0,
    pack_held: true,
    badges: [],
    review,
  };
}
