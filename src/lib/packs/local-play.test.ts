import { describe, expect, it } from 'vitest';
import type { PackQuestion } from '../../../contract/offline-models';
import { judge, localResult, offlineGame, packHasMath, packMode } from './local-play';
import type { StoredPack } from './pack-store';

const question = (id: number, over: Partial<PackQuestion> = {}): PackQuestion => ({
  id,
  question: `Question ${id}`,
  question_type: 1,
  kind: 'choice',
  image: '',
  audio: '',
  options: [
    { key: 'a', text: 'A' },
    { key: 'b', text: 'B' },
    { key: 'c', text: 'C' },
  ],
  bookmarked: false,
  answer: 'b',
  note: '',
  level: 1,
  category_id: 1,
  subcategory_id: 0,
  passage_id: 0,
  ...over,
});

const pack = (questions: PackQuestion[], over: Partial<StoredPack> = {}): StoredPack => ({
  key: '1|category:1',
  userId: 1,
  bytes: 100,
  downloadedAt: 0,
  lastUsedAt: 0,
  scope: 'category:1',
  version: 'v1',
  title: 'Topic',
  category_id: 1,
  subcategory_id: 0,
  category_type: 1,
  questions,
  passages: [],
  media: [],
  ...over,
});

describe('offline games from a pack', () => {
  it('play a level in its order, with no answers in what the screen gets', () => {
    const p = pack([question(1), question(2, { level: 2 }), question(3), question(4, { level: 2 })]);
    const game = offlineGame(p, { mode: 'quiz_zone', level: 2, seconds: 30 });
    expect(game.attempt.questions.map((q) => q.id)).toEqual([2, 4]);
    for (const q of game.attempt.questions) {
      expect(q).not.toHaveProperty('answer');
      expect(q).not.toHaveProperty('note');
      expect(q.options.map((o) => o.key).sort()).toEqual(['a', 'b', 'c']);
    }
    expect(game.attempt.seconds_per_question).toBe(30);
  });

  it('draw a passage’s quiz, titled by the passage', () => {
    const p = pack(
      [question(1, { passage_id: 7 }), question(2, { passage_id: 8 }), question(3, { passage_id: 7 })],
      {
        category_type: 2,
        passages: [
          { id: 7, title: 'Volcanoes', detail: '<p>Hot</p>', subcategory_id: 0 },
          { id: 8, title: 'Oceans', detail: '<p>Wet</p>', subcategory_id: 0 },
        ],
      },
    );
    const game = offlineGame(p, { mode: 'fun_n_learn', passage: 7, count: 50, seconds: 60 });
    expect(game.attempt.questions.map((q) => q.id).sort()).toEqual([1, 3]);
    expect(game.attempt.title).toBe('Volcanoes');
    expect(packMode(p)).toBe('fun_n_learn');
  });

  it('keep only true/false statements for a true/false game, and one clock for a self challenge', () => {
    const p = pack([question(1), question(2, { kind: 'true_false' }), question(3, { kind: 'true_false' })]);
    expect(offlineGame(p, { mode: 'true_false', seconds: 30 }).attempt.questions).toHaveLength(2);
    const self = offlineGame(p, { mode: 'self', count: 2, seconds: 30, minutes: 3 });
    expect(self.attempt).toMatchObject({ seconds_per_question: 0, seconds_total: 180 });
    expect(self.attempt.questions).toHaveLength(2);
  });

  it('are judged like the server judges, and pay nothing', () => {
    const words = question(1, { kind: 'guess_the_word', answer: 'New York' });
    expect(judge(words, 'newyork')).toBe(true);
    expect(judge(question(2, { kind: 'multi_select', answer: 'a,c' }), 'c, a')).toBe(true);
    expect(judge(question(3), '')).toBe(false);
    const p = pack([question(1), question(2)]);
    const game = offlineGame(p, { mode: 'quiz_zone', level: 1, seconds: 30 });
    const result = localResult(
      game,
      [
        { id: 1, answer: 'b' },
        { id: 2, answer: 'a' },
      ],
      { coins: 5, score: 9 },
      50,
    );
    expect(result).toMatchObject({
      correct_answers: 1,
      incorrect_answers: 1,
      passed: true,
      earned_coins: 0,
      earned_score: 0,
      coins: 5,
    });
  });

  it('know which packs need KaTeX kept for offline', () => {
    expect(packHasMath(pack([question(1, { question: 'Solve $x^2 = 4$' })]))).toBe(true);
    expect(packHasMath(pack([question(1, { options: [{ key: 'a', text: '$\\frac{1}{2}$' }] })]))).toBe(true);
    expect(packHasMath(pack([question(1, { question: 'It costs \\$5' })]))).toBe(false);
    expect(packMode(pack([], { category_type: 5 }))).toBe('maths');
  });
});
