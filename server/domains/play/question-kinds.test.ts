import { describe, expect, it } from 'vitest';
import { questionKinds } from '../catalogue/schema';
import { isCorrect, issueQuestion, matchVerdicts, normalizeWord, shownAnswer } from './question-kinds';

const opts = (...texts: string[]) => texts.map((text, i) => ({ key: 'abcde'[i]!, text }));

describe('question kinds', () => {
  it('keeps the right option through shuffling and re-lettering', () => {
    for (let i = 0; i < 50; i++) {
      const { stored, options } = issueQuestion(
        {
          id: 1,
          questionType: questionKinds.choice,
          options: opts('w', 'x', 'right', 'z'),
          answer: 'c',
          pairs: null,
        },
        true,
      );
      expect(options.find((o) => o.key === stored.answer)?.text).toBe('right');
    }
  });

  it('grades multi select as a set, in any order, and nothing missing or extra', () => {
    const { stored, options } = issueQuestion(
      {
        id: 1,
        questionType: questionKinds.multi_select,
        options: opts('A', 'B', 'C', 'D'),
        answer: 'a,c',
        pairs: null,
      },
      true,
    );
    const keyOf = (text: string) => options.find((o) => o.text === text)!.key;
    expect(isCorrect(stored, `${keyOf('C')},${keyOf('A')}`)).toBe(true);
    expect(isCorrect(stored, `${keyOf('A')},${keyOf('C')}`)).toBe(true);
    expect(isCorrect(stored, keyOf('A'))).toBe(false);
    expect(isCorrect(stored, `${keyOf('A')},${keyOf('C')},${keyOf('D')}`)).toBe(false);
  });

  it('grades a sequence in order only, whatever the shuffle', () => {
    const { stored, options } = issueQuestion(
      {
        id: 1,
        questionType: questionKinds.sequence,
        options: opts('1st', '2nd', '3rd', '4th'),
        answer: 'a,b,c,d',
        pairs: null,
      },
      false,
    );
    const keyOf = (text: string) => options.find((o) => o.text === text)!.key;
    const inOrder = ['1st', '2nd', '3rd', '4th'].map(keyOf);
    expect(isCorrect(stored, inOrder.join(','))).toBe(true);
    expect(isCorrect(stored, [...inOrder].reverse().join(','))).toBe(false);
    expect(isCorrect(stored, inOrder.slice(0, 3).join(','))).toBe(false);
  });

  it('grades a match pair by pair, counting the question only when every pair is right', () => {
    const { stored, extras } = issueQuestion(
      {
        id: 1,
        questionType: questionKinds.match,
        options: opts('France', 'Italy', 'Spain'),
        answer: 'a,b,c',
        pairs: opts('Paris', 'Rome', 'Madrid'),
      },
      true,
    );
    const numberOf = (city: string) => extras.pairs!.find((p) => p.text === city)!.key;
    const right = `a:${numberOf('Paris')},b:${numberOf('Rome')},c:${numberOf('Madrid')}`;
    const oneWrong = `a:${numberOf('Rome')},b:${numberOf('Paris')},c:${numberOf('Madrid')}`;
    expect(isCorrect(stored, right)).toBe(true);
    expect(isCorrect(stored, oneWrong)).toBe(false);
    expect(matchVerdicts(stored, oneWrong)).toEqual({ a: false, b: false, c: true });
  });

  it('checks a word case-insensitively, spaces aside, and gives tiles that contain it', () => {
    const { stored, extras, options } = issueQuestion(
      { id: 1, questionType: questionKinds.guess_the_word, options: [], answer: 'POLAR BEAR', pairs: null },
      true,
    );
    expect(options).toEqual([]);
    expect(extras.word_lengths).toEqual([5, 4]);
    expect(isCorrect(stored, 'polar bear')).toBe(true);
    expect(isCorrect(stored, 'Polarbear')).toBe(true);
    expect(isCorrect(stored, 'polar bears')).toBe(false);
    expect(shownAnswer(stored)).toBe('POLAR BEAR');
    const tiles = [...extras.letters!];
    for (const letter of normalizeWord('POLAR BEAR')) tiles.splice(tiles.indexOf(letter), 1);
    expect(tiles.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['GUÉPARD', /^\p{Script=Latin}$/u],
    ['زرافة', /^\p{Script=Arabic}$/u],
    ['برج خليفة', /^\p{Script=Arabic}$/u],
  ])('gives %s its own letters and decoys of its own script, not only its own letters', (word, script) => {
    const own = new Set(normalizeWord(word));
    let foreign = 0;
    for (let round = 0; round < 20; round++) {
      const { extras } = issueQuestion(
        { id: 1, questionType: questionKinds.guess_the_word, options: [], answer: word, pairs: null },
        true,
      );
      const tiles = [...extras.letters!];
      for (const letter of normalizeWord(word)) {
        expect(tiles).toContain(letter);
        tiles.splice(tiles.indexOf(letter), 1);
      }
      expect(tiles.length).toBeGreaterThanOrEqual(2);
      expect(tiles.filter((t) => !script.test(t))).toEqual([]);
      foreign += tiles.filter((t) => !own.has(t)).length;
    }
    // Decoys drawn from the word's own letters would hint at it; the script's alphabet does not.
    expect(foreign).toBeGreaterThan(0);
  });
});
