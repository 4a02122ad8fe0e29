import { describe, expect, it } from 'vitest';
import { placeFinishers } from './ranking';

const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
const prizes = new Map([
  [1, 100],
  [2, 50],
  [3, 25],
]);

describe('contest ranking', () => {
  it('orders by score, then the earlier finisher', () => {
    const placed = placeFinishers(
      [
        { userId: 1, score: 8, finishedAt: at(30) },
        { userId: 2, score: 12, finishedAt: at(50) },
        { userId: 3, score: 8, finishedAt: at(10) },
      ],
      prizes,
    );
    expect(placed.map((p) => [p.userId, p.rank, p.prize])).toEqual([
      [2, 1, 100],
      [3, 2, 50],
      [1, 3, 25],
    ]);
  });

  it('a tie (same score, same instant) shares the rank and splits the positions it holds, floored', () => {
    const placed = placeFinishers(
      [
        { userId: 1, score: 8, finishedAt: at(10) },
        { userId: 2, score: 8, finishedAt: at(10) },
        { userId: 3, score: 4, finishedAt: at(5) },
        { userId: 4, score: 4, finishedAt: at(5) },
        { userId: 5, score: 4, finishedAt: at(5) },
      ],
      prizes,
    );
    // 1 and 2 hold positions 1–2: (100 + 50) / 2; 3, 4, 5 hold 3–5: 25 / 3 floored.
    expect(placed.map((p) => [p.userId, p.rank, p.prize])).toEqual([
      [1, 1, 75],
      [2, 1, 75],
      [3, 3, 8],
      [4, 3, 8],
      [5, 3, 8],
    ]);
  });

  it('nobody beyond the prize table is paid', () => {
    const placed = placeFinishers(
      Array.from({ length: 5 }, (_, i) => ({ userId: i + 1, score: 10 - i, finishedAt: at(i) })),
      prizes,
    );
    expect(placed.map((p) => p.prize)).toEqual([100, 50, 25, 0, 0]);
  });
});
