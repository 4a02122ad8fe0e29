import { describe, expect, it } from 'vitest';
import { coinsFor, isPass, percentage, scoreFor } from './scoring';

const rule = { maxCoins: 4, fullCoinsPercentage: 70, passPercentage: 30 };

describe('quiz zone scoring (DESIGN §10)', () => {
  it('pays the full coins at or above 70 %', () => {
    expect(coinsFor(70, rule)).toBe(4);
    expect(coinsFor(100, rule)).toBe(4);
  });

  it('pays one coin fewer for every 10 % below 70 %', () => {
    expect(coinsFor(60, rule)).toBe(3);
    expect(coinsFor(50, rule)).toBe(2);
    expect(coinsFor(40, rule)).toBe(1);
    expect(coinsFor(30, rule)).toBe(0);
    expect(coinsFor(65, rule)).toBe(3);
  });

  it('pays nothing below the pass mark', () => {
    expect(isPass(29.9, 30)).toBe(false);
    expect(coinsFor(20, rule)).toBe(0);
  });

  it('computes percentages and ±4 scores', () => {
    expect(percentage(3, 10)).toBe(30);
    expect(percentage(0, 0)).toBe(0);
    expect(scoreFor(7, 3, 4, 4)).toBe(16);
    expect(scoreFor(2, 8, 4, 4)).toBe(-24);
  });
});
