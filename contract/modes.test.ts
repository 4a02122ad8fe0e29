import { describe, expect, it } from 'vitest';
import {
  bookmarkModes,
  catalogueMode,
  modeOfCategoryType,
  modeOfQuizType,
  modeTable,
  modesOfFlow,
  packModes,
  quizTypes,
  submittableQuizTypes,
} from './modes';
import { publicSettingDefaults } from './public-settings';

const unique = <T>(values: T[]) => new Set(values).size === values.length;

describe('mode registry', () => {
  it('has one entry per id, route and quiz type', () => {
    expect(unique(modeTable.map((m) => m.id))).toBe(true);
    expect(unique(modeTable.map((m) => m.path))).toBe(true);
    const typed = modeTable.flatMap((m) => (m.quizType ? [m.quizType] : []));
    expect(unique(typed)).toBe(true);
    for (const m of modeTable) expect(m.path).toMatch(/^\/[a-z0-9/-]+\/$/);
  });

  it('gives every paying mode a quiz type, a catalogue and a ledger reason', () => {
    for (const m of modeTable.filter((m) => m.reward.rule === 'levels' || m.reward.rule === 'first_pass')) {
      expect(m.quizType, m.id).not.toBeNull();
      expect(m.categoryType, m.id).not.toBeNull();
      expect(m.reward, m.id).toMatchObject({ reason: expect.stringMatching(/^won/) });
    }
    expect(modeOfQuizType(quizTypes.quizZone)?.reward.rule).toBe('levels');
    expect(modeOfQuizType(quizTypes.guessWord)?.reward.rule).toBe('first_pass');
    expect(modeOfQuizType(quizTypes.dailyQuiz)?.reward.rule).toBe('daily');
    expect(modeOfQuizType(quizTypes.offline)).toBeUndefined();
    expect(submittableQuizTypes).not.toContain(quizTypes.offline);
  });

  it('serves one at a time and withholds answers only for modes with a quiz type of their own', () => {
    const contest = modeOfQuizType(quizTypes.contest);
    expect(contest).toMatchObject({ id: 'contest_play', serve: 'one_by_one', answers: 'withheld' });
    for (const m of modeTable.filter((m) => m.serve !== 'set' || m.answers !== 'shown'))
      expect(m.quizType, m.id).not.toBeNull();
    // Contest questions sit in a catalogue no list shows (get_categories takes 1–6).
    expect(contest?.categoryType).toBeGreaterThan(6);
    expect(modeOfCategoryType(contest?.categoryType ?? -1)).toBeUndefined();
  });

  it('names only settings that exist', () => {
    for (const m of modeTable)
      for (const key of [m.switchKey, m.sizeKey, m.secondsKey])
        if (key !== null) expect(Object.keys(publicSettingDefaults), `${m.id}: ${key}`).toContain(key);
  });

  it('gives each catalogue flow what its pages need', () => {
    for (const m of [...modesOfFlow('levels'), ...modesOfFlow('practice'), ...modesOfFlow('passages')]) {
      expect(() => catalogueMode(m.id)).not.toThrow();
      expect(modeOfCategoryType(m.categoryType ?? -1)?.id).toBe(m.id);
    }
    for (const m of modesOfFlow('practice')) {
      expect(m.sizeKey, m.id).not.toBeNull();
      expect(m.secondsKey, m.id).not.toBeNull();
      expect(m.bookmarkType, m.id).not.toBeNull();
    }
    expect(() => catalogueMode('random_battle' as never)).toThrow(/no quiz type or catalogue/);
  });

  it('lists bookmark tabs and offline topics in home order, one per type', () => {
    expect(bookmarkModes.map((m) => [m.bookmarkType, m.id])).toEqual([
      [1, 'quiz_zone'],
      [3, 'guess_word'],
      [4, 'audio_questions'],
      [5, 'math_mania'],
      [6, 'multi_match'],
    ]);
    expect(packModes.map((m) => [m.categoryType, m.pack])).toEqual([
      [1, 'quiz_zone'],
      [2, 'fun_n_learn'],
      [3, 'guess_the_word'],
      [4, 'audio'],
      [5, 'maths'],
    ]);
  });
});
