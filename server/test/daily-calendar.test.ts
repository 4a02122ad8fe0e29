import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthBounds } from '../domains/play/daily-calendar';
import { addDays } from '../lib/streaks';
import { dayInZone } from '../lib/calendar-day';
import { ok, post, signUp, startTestApp, type TestApp } from './harness';
import { submit } from './play-helpers';

// The daily quiz card's calendar (issue 19): the days a player played in a month, from
// get_daily_status, on the account's calendar as the streak counts them.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const playOn = async (userId: number, ...days: string[]) => {
  for (const day of days)
    await t.database.db.execute(
      sql`INSERT INTO daily_plays (user_id, day, attempt_id) VALUES (${userId}, ${day}, gen_random_uuid())`,
    );
};

describe('monthBounds', () => {
  it('gives the first day of the month and of the next, across a year', () => {
    expect(monthBounds('2025-04')).toEqual({ from: '2025-04-01', to: '2025-05-01' });
    expect(monthBounds('2024-12')).toEqual({ from: '2024-12-01', to: '2025-01-01' });
    expect(monthBounds('2024-09')).toEqual({ from: '2024-09-01', to: '2024-10-01' });
  });
});

describe('get_daily_status: played days', () => {
  it("answers the asked month's days, the player's only, with the first day and the best streak", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await playOn(a.user.id, '2024-12-31', '2025-01-01', '2025-03-31', '2025-04-01', '2025-04-02');
    await playOn(a.user.id, '2025-04-30', '2025-05-01');
    await playOn(b.user.id, '2025-04-15', '2025-04-16', '2025-04-17', '2025-04-18');
    const zone = { gmt_format: '+00:00' };

    const april = await ok(t.app, 'get_daily_status', { ...zone, month: '2025-04' }, a.token);
    expect(april).toMatchObject({
      month: '2025-04',
      played_days: ['2025-04-01', '2025-04-02', '2025-04-30'],
      first_day: '2024-12-31',
      best_streak: 3,
    });
    // A month's last day and the next month's first are on either side of the bound, December too.
    const december = await ok(t.app, 'get_daily_status', { ...zone, month: '2024-12' }, a.token);
    expect(december.played_days).toEqual(['2024-12-31']);
    const may = await ok(t.app, 'get_daily_status', { ...zone, month: '2025-05' }, a.token);
    expect(may.played_days).toEqual(['2025-05-01']);
    // The other player's April is theirs alone.
    expect(await ok(t.app, 'get_daily_status', { ...zone, month: '2025-04' }, b.token)).toMatchObject({
      played_days: ['2025-04-15', '2025-04-16', '2025-04-17', '2025-04-18'],
      first_day: '2025-04-15',
      best_streak: 4,
    });
    // A blank month is the current one; a new player has played nothing.
    const fresh = await signUp(t.app);
    const none = await ok(t.app, 'get_daily_status', { ...zone, month: '' }, fresh.token);
    expect(none).toMatchObject({
      month: none.day.slice(0, 7),
      played_days: [],
      first_day: null,
      best_streak: 0,
    });
  });

  it("counts the player's today and month on the account's time zone", async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are always on different dates.
    const east = await signUp(t.app);
    const attempt = await ok(t.app, 'get_daily_quiz', { timezone: 'Pacific/Kiritimati' }, east.token);
    await submit(t.app, t.database, east.token, attempt, 4);
    const now = new Date();
    const eastDay = dayInZone(now, 'Pacific/Kiritimati')!;
    const westDay = dayInZone(now, 'Pacific/Pago_Pago')!;
    const status = await ok(t.app, 'get_daily_status', { timezone: 'Pacific/Kiritimati' }, east.token);
    expect(status).toMatchObject({ day: eastDay, month: eastDay.slice(0, 7), played: true, streak: 1 });
    expect(status.played_days).toEqual([eastDay]);
    // The account keeps its zone for a day: a device in another zone sees the same calendar.
    const hop = await ok(t.app, 'get_daily_status', { timezone: 'Pacific/Pago_Pago' }, east.token);
    expect(hop).toMatchObject({ day: eastDay, month: eastDay.slice(0, 7), played_days: [eastDay] });

    const west = await signUp(t.app);
    await playOn(west.user.id, westDay);
    const theirs = await ok(t.app, 'get_daily_status', { timezone: 'Pacific/Pago_Pago' }, west.token);
    expect(theirs).toMatchObject({ day: westDay, month: westDay.slice(0, 7), played: true, streak: 1 });
    expect(theirs.played_days).toEqual([westDay]);
  });

  it('refuses a month that is not YYYY-MM with a clear error, not a 500', async () => {
    const { token } = await signUp(t.app);
    for (const month of ['2025-13', '2025-00', '2025-4', 'April', '2025-04-01', '0000-01', '99999-01']) {
      const res = await post(t.app, 'get_daily_status', { month }, token);
      expect(res.status, month).toBe(400);
      expect(res.body, month).toMatchObject({ error: true, message: '103', field: 'month' });
      expect(JSON.stringify(res.body), month).toContain('YYYY-MM');
    }
  });
});

describe('streak record on the result', () => {
  // Days before today for a player in UTC, with today's quiz then played and graded.
  const playToday = async (before: number[]) => {
    const player = await signUp(t.app);
    const zone = { gmt_format: '+00:00' };
    const attempt = await ok(t.app, 'get_daily_quiz', zone, player.token);
    await playOn(player.user.id, ...before.map((n) => addDays(attempt.day, -n)));
    return submit(t.app, t.database, player.token, attempt, 5);
  };

  it('is set the day the streak passes the longest before it, not on a tie or a first run', async () => {
    expect(await playToday([1, 2, 9, 10])).toMatchObject({ streak: 3, streak_record: true });
    expect(await playToday([1, 2, 8, 9, 10])).toMatchObject({ streak: 3, streak_record: false });
    expect(await playToday([1, 2, 3, 9, 10])).toMatchObject({ streak: 4, streak_record: false });
    expect(await playToday([1, 2])).toMatchObject({ streak: 3, streak_record: false });
  });
});
