import { describe, expect, it } from 'vitest';
import { monthGrid, runPosition, shiftMonth, weekdayDate, weekdayOrder, weekStartOf } from './calendar-grid';
import { streakCheer } from './streak-cheer';

describe('monthGrid', () => {
  it('lays a month out in weeks starting on Monday', () => {
    // 1 April 2025 was a Tuesday; April has 30 days.
    const weeks = monthGrid('2025-04', 1);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      '2025-04-01',
      '2025-04-02',
      '2025-04-03',
      '2025-04-04',
      '2025-04-05',
      '2025-04-06',
    ]);
    expect(weeks[4]).toEqual(['2025-04-28', '2025-04-29', '2025-04-30', null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('moves the blanks with the first day of the week', () => {
    // Sunday first (United States): the Tuesday is the third cell.
    expect(monthGrid('2025-04', 7)[0]!.slice(0, 3)).toEqual([null, null, '2025-04-01']);
    // Saturday first (Egypt): the fourth.
    expect(monthGrid('2025-04', 6)[0]!.slice(0, 4)).toEqual([null, null, null, '2025-04-01']);
    // A month that starts on the first day of the week has no blank before it (June 2025: a Sunday).
    expect(monthGrid('2025-06', 7)[0]![0]).toBe('2025-06-01');
  });

  it('knows leap years and six-week months', () => {
    expect(monthGrid('2024-02', 1).flat().filter(Boolean)).toHaveLength(29);
    expect(monthGrid('2025-02', 1).flat().filter(Boolean)).toHaveLength(28);
    // March 2026 starts on a Sunday: with Monday first it needs six rows.
    expect(monthGrid('2026-03', 1)).toHaveLength(6);
    for (const week of monthGrid('2026-03', 1)) expect(week).toHaveLength(7);
  });
});

describe('months and weekdays', () => {
  it('shifts months across years', () => {
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
    expect(shiftMonth('2024-12', 1)).toBe('2025-01');
    expect(shiftMonth('2025-03', -14)).toBe('2024-01');
  });

  it('orders the weekdays from the first day of the week', () => {
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekdayOrder(6)).toEqual([6, 7, 1, 2, 3, 4, 5]);
    expect(weekdayOrder(7)).toEqual([7, 1, 2, 3, 4, 5, 6]);
    const name = (d: Date) => new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(d);
    expect(name(weekdayDate(1))).toBe('Monday');
    expect(name(weekdayDate(7))).toBe('Sunday');
  });

  it('takes the first day of the week from the locale, Monday otherwise', () => {
    expect(weekStartOf('fr')).toBe(1);
    expect(weekStartOf('not a tag!')).toBe(1);
    // Where the engine has week info (Node 20's V8 does), the United States start on Sunday.
    const l = new Intl.Locale('en-US') as Intl.Locale & { getWeekInfo?: unknown; weekInfo?: unknown };
    if (l.getWeekInfo || l.weekInfo) expect(weekStartOf('en-US')).toBe(7);
  });
});

describe('runPosition', () => {
  it('joins consecutive played days of a row into one band', () => {
    const row = ['2025-04-07', '2025-04-08', '2025-04-09', '2025-04-10', '2025-04-11', null, null];
    const played = new Set(['2025-04-07', '2025-04-08', '2025-04-09', '2025-04-11']);
    expect(row.map((_, i) => runPosition(row, i, played))).toEqual([
      'start',
      'middle',
      'end',
      undefined,
      'single',
      undefined,
      undefined,
    ]);
  });
});

describe('streakCheer', () => {
  it('celebrates 7, 30 and 100 days, and a new longest streak', () => {
    expect(streakCheer({ streak: 7 })).toBe('milestone');
    expect(streakCheer({ streak: 30, streak_record: true })).toBe('milestone');
    expect(streakCheer({ streak: 100 })).toBe('milestone');
    expect(streakCheer({ streak: 12, streak_record: true })).toBe('record');
    expect(streakCheer({ streak: 8 })).toBeNull();
    expect(streakCheer({ streak: 0, streak_record: true })).toBeNull();
    expect(streakCheer(null)).toBeNull();
  });
});
