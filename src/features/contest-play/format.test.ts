import { describe, expect, it } from 'vitest';
import { clockOffset, countdown, formatWindow, prizeOf } from './format';

describe('contest countdowns', () => {
  it('splits what is left into days and a clock', () => {
    const now = 1_000_000;
    expect(countdown(now + (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000, now)).toEqual({
      days: 2,
      clock: '03:04:05',
      done: false,
    });
    expect(countdown(now + 999, now)).toEqual({ days: 0, clock: '00:00:01', done: false });
  });

  it('is done, never negative, once the target has passed', () => {
    expect(countdown(5_000, 9_000)).toEqual({ days: 0, clock: '00:00:00', done: true });
  });

  it("measures the device clock against the server's", () => {
    expect(clockOffset('2026-01-01T00:00:10.000Z', Date.parse('2026-01-01T00:00:00.000Z'))).toBe(10_000);
  });
});

describe('contest windows', () => {
  it("are shown in the player's time zone and language", () => {
    // 10:00 UTC is 19:00 in Tokyo; 18:30 UTC the next day is 03:30 the day after there.
    const en = formatWindow('english', '2026-03-01T10:00:00Z', '2026-03-02T18:30:00Z', 'Asia/Tokyo');
    expect(en).toMatch(/Mar 1, 7:00\sPM\s–\sMar 3, 3:30\sAM/);
    const fr = formatWindow('french', '2026-03-01T10:00:00Z', '2026-03-01T12:00:00Z', 'Europe/Paris');
    expect(fr).toMatch(/1 mars, 11:00\s–\s13:00/);
  });
});

describe('prize tables', () => {
  it('give a rank its coins, and nothing to a rank without a prize or no rank', () => {
    const prizes = [
      { rank: 1, coins: 100 },
      { rank: 2, coins: 50 },
    ];
    expect(prizeOf(prizes, 1)).toBe(100);
    expect(prizeOf(prizes, 3)).toBe(0);
    expect(prizeOf(prizes, null)).toBe(0);
  });
});
