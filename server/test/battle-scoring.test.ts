import { describe, expect, it } from 'vitest';
import { answerPoints, potOf, rankRoom, type Seat } from '../domains/battle/battle-scoring';
import { newRoomCode } from '../domains/battle/room-code';

const rules = {
  questionCount: 10,
  secondsPerQuestion: 30,
  entryFee: 5,
  correctPoints: 4,
  quickestBonus: 2,
  secondQuickestBonus: 1,
};
const seat = (n: number, score: number, correct: number, extra: Partial<Seat> = {}): Seat => ({
  seat: n,
  userId: n + 1,
  isBot: false,
  score,
  correct,
  forfeited: false,
  ...extra,
});

describe('battle scoring (DESIGN §10)', () => {
  it('gives +4 a correct answer, +2 within 2 s, +1 within 4 s, nothing for a wrong one', () => {
    expect(answerPoints(true, 1_999, rules)).toBe(6);
    expect(answerPoints(true, 2_000, rules)).toBe(6);
    expect(answerPoints(true, 3_500, rules)).toBe(5);
    expect(answerPoints(true, 4_001, rules)).toBe(4);
    expect(answerPoints(false, 500, rules)).toBe(0);
  });

  it('pays a 1v1 winner twice the fee and refunds a draw', () => {
    expect(rankRoom('friend', [seat(0, 12, 2), seat(1, 8, 2)], 5).map((s) => [s.outcome, s.coins])).toEqual([
      ['won', 10],
      ['lost', 0],
    ]);
    expect(rankRoom('random', [seat(0, 8, 2), seat(1, 8, 2)], 5).map((s) => [s.outcome, s.coins])).toEqual([
      ['draw', 5],
      ['draw', 5],
    ]);
  });

  it('ranks a group by correct answers only and splits the pot, floored', () => {
    const standings = rankRoom('group', [seat(0, 30, 3), seat(1, 12, 3), seat(2, 40, 2)], 5);
    expect(standings.map((s) => [s.rank, s.outcome, s.coins])).toEqual([
      [1, 'won', 7],
      [1, 'won', 7],
      [2, 'lost', 0],
    ]);
  });

  it('makes a forfeit a loss, and refunds everyone when all forfeited', () => {
    const out = rankRoom('friend', [seat(0, 20, 4, { forfeited: true }), seat(1, 0, 0)], 5);
    expect(out.map((s) => [s.outcome, s.coins])).toEqual([
      ['lost', 0],
      ['won', 10],
    ]);
    const gone = rankRoom(
      'group',
      [seat(0, 1, 1, { forfeited: true }), seat(1, 1, 1, { forfeited: true })],
      5,
    );
    expect(gone.map((s) => [s.outcome, s.coins])).toEqual([
      ['draw', 5],
      ['draw', 5],
    ]);
  });

  it('pays nothing in a bot game', () => {
    const out = rankRoom('bot', [seat(0, 20, 4), seat(1, 0, 0, { userId: null, isBot: true })], 5);
    expect(out.map((s) => s.coins)).toEqual([0, 0]);
  });

  it('draws room codes of six unambiguous characters', () => {
    const codes = Array.from({ length: 200 }, newRoomCode);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });
});

describe('the pot a room shows', () => {
  it('is every player’s fee, at least two, and nothing against the bot', () => {
    expect(potOf('friend', 5, 1)).toBe(10); // waiting for the friend: what the winner will take
    expect(potOf('random', 5, 2)).toBe(10);
    expect(potOf('group', 5, 4)).toBe(20);
    expect(potOf('bot', 5, 1)).toBe(0);
    expect(potOf('group', 0, 4)).toBe(0);
    // What a sole winner of a full room is paid is that pot.
    const seats = [seat(0, 9, 3), seat(1, 4, 1), seat(2, 2, 1), seat(3, 0, 0)];
    expect(rankRoom('group', seats, 5)[0]!.coins).toBe(potOf('group', 5, 4));
  });
});
