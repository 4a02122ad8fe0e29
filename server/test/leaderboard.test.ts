import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Leaderboard } from '../../contract';
import { periodKeys } from '../domains/leaderboard/periods';
import { recordScore, type ScoreTime } from '../domains/leaderboard/record-score';
import { post, signUp, startTestApp, type TestApp } from './harness';
import { startLevel, submit } from './play-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());
// Every test starts from empty boards, so ranks and totals are the test's own.
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM leaderboard_totals`);
  await t.database.db.execute(sql`DELETE FROM score_events`);
});

const boards = ['get_daily_leaderboard', 'get_monthly_leaderboard', 'get_globle_leaderboard'] as const;
const DAY = 86_400_000;

let refs = 0;
/** Writes a score event through recordScore in its own transaction, like play grading does. */
async function score(userId: number, points: number, when: ScoreTime = {}) {
  refs += 1;
  await t.database.db.transaction((tx) => recordScore(tx, userId, points, 'test', `test:${refs}`, when));
}

/** A moment earlier today (UTC, the default zone), `n` seconds after the first. */
function today(n: number) {
  const start = Date.parse(new Date().toISOString().slice(0, 10));
  return new Date(Math.max(start, Date.now() - 3_600_000) + n * 1000);
}

async function board(action: (typeof boards)[number], token: string, fields = {}) {
  const res = await post(t.app, action, fields, token);
  expect(res.status).toBe(200);
  expect(res.body.error).toBe(false);
  const body = res.body as { data: Leaderboard; total: number };
  return { ...body.data, total: body.total };
}

const ranking = (b: Leaderboard) => b.other_users_rank.map((r) => [r.user_id, r.score, r.user_rank]);

describe('leaderboards', () => {
  it('rank by points, and equal points by who reached them first', async () => {
    const a = await signUp(t.app, 'Ada');
    const b = await signUp(t.app, 'Bo');
    const c = await signUp(t.app, 'Cy');
    await score(b.user.id, 40, { at: today(1) });
    await score(a.user.id, 40, { at: today(2) });
    await score(c.user.id, 24, { at: today(3) });
    await score(c.user.id, 36, { at: today(4) });
    // Cy passes both; Ada then loses and regains points, so she reached 40 again after Bo did anyway.
    await score(a.user.id, -8, { at: today(5) });
    await score(a.user.id, 8, { at: today(6) });
    for (const action of boards) {
      const res = await board(action, a.token);
      expect(ranking(res)).toEqual([
        [c.user.id, 60, 1],
        [b.user.id, 40, 2],
        [a.user.id, 40, 3],
      ]);
      expect(res.total).toBe(3);
      expect(res.top_three_ranks).toEqual(res.other_users_rank);
      expect(res.my_rank).toMatchObject({ user_id: a.user.id, name: 'Ada', score: 40, user_rank: 3 });
    }
  });

  it('keep today, this month and all time apart', async () => {
    const me = await signUp(t.app);
    const now = new Date();
    const dayStart = Date.parse(now.toISOString().slice(0, 10));
    const yesterday = new Date(dayStart - 3_600_000);
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - DAY);
    const lastYear = new Date(Date.UTC(now.getUTCFullYear() - 1, 5, 15));
    await score(me.user.id, 10, { at: today(1) });
    await score(me.user.id, 20, { at: yesterday });
    await score(me.user.id, 40, { at: lastMonth });
    await score(me.user.id, 80, { at: lastYear });
    // On the first of a month, yesterday belongs to last month.
    const sameMonth = yesterday.getUTCMonth() === now.getUTCMonth();
    const expected = { daily: 10, monthly: sameMonth ? 30 : 10, all: 150 };
    const [daily, monthly, all] = await Promise.all(boards.map((a) => board(a, me.token)));
    expect(daily!.other_users_rank.map((r) => r.score)).toEqual([expected.daily]);
    expect(monthly!.other_users_rank.map((r) => r.score)).toEqual([expected.monthly]);
    expect(all!.other_users_rank.map((r) => r.score)).toEqual([expected.all]);
    expect(daily!.period).toBe(`d:${now.toISOString().slice(0, 10)}`);
    expect(monthly!.period).toBe(`m:${now.toISOString().slice(0, 7)}`);
    expect(all!.period).toBe('all');

    // Someone who played only last month is on the all-time board and not on this month's.
    const old = await signUp(t.app);
    await score(old.user.id, 500, { at: lastMonth });
    const again = await board('get_monthly_leaderboard', old.token);
    expect(again.my_rank).toMatchObject({ user_id: old.user.id, score: 0, user_rank: null });
    expect(again.total).toBe(1);
    const global = await board('get_globle_leaderboard', me.token);
    expect(ranking(global)).toEqual([
      [old.user.id, 500, 1],
      [me.user.id, 150, 2],
    ]);
  });

  it('page with offset and limit, keep the podium and always report my rank', async () => {
    const players = [];
    for (let i = 0; i < 6; i++) players.push(await signUp(t.app, `P${i}`));
    // P0 has the most points, P5 the fewest.
    for (const [i, p] of players.entries()) await score(p.user.id, 100 - i * 10, { at: today(i) });
    const last = players[5]!;

    const first = await board('get_globle_leaderboard', last.token, { limit: 2 });
    expect(first.other_users_rank.map((r) => r.user_rank)).toEqual([1, 2]);
    expect(first.top_three_ranks.map((r) => r.user_id)).toEqual(players.slice(0, 3).map((p) => p.user.id));
    expect(first.total).toBe(6);
    expect(first.my_rank).toMatchObject({ user_id: last.user.id, score: 50, user_rank: 6 });

    const second = await board('get_globle_leaderboard', last.token, { offset: 2, limit: 2 });
    expect(ranking(second)).toEqual([
      [players[2]!.user.id, 80, 3],
      [players[3]!.user.id, 70, 4],
    ]);
    expect(second.top_three_ranks.map((r) => r.user_rank)).toEqual([1, 2, 3]);
    expect(second.my_rank.user_rank).toBe(6);

    const beyond = await board('get_globle_leaderboard', last.token, { offset: 10 });
    expect(beyond.other_users_rank).toEqual([]);
    expect(beyond.total).toBe(6);

    const bad = await post(t.app, 'get_globle_leaderboard', { limit: 0 }, last.token);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: true, message: '103' });
  });

  it('show players without points, or with 0 or fewer, as not ranked yet', async () => {
    const fresh = await signUp(t.app);
    const unlucky = await signUp(t.app);
    const good = await signUp(t.app);
    await score(good.user.id, 12, { at: today(1) });
    await score(unlucky.user.id, -8, { at: today(2) });
    for (const action of boards) {
      const none = await board(action, fresh.token);
      expect(none.my_rank).toEqual({
        user_id: fresh.user.id,
        name: 'Tester',
        profile: '',
        score: 0,
        user_rank: null,
      });
      const negative = await board(action, unlucky.token);
      expect(negative.my_rank).toMatchObject({ score: -8, user_rank: null });
      expect(ranking(negative)).toEqual([[good.user.id, 12, 1]]);
      expect(negative.total).toBe(1);
    }
    // A later pass lifts the true sum above zero: -8 + 28 = 20, ahead of 12.
    await score(unlucky.user.id, 28, { at: today(3) });
    const after = await board('get_daily_leaderboard', unlucky.token);
    expect(after.my_rank).toMatchObject({ score: 20, user_rank: 1 });
  });

  it('answer with an empty board (not an error) when nobody scored', async () => {
    const me = await signUp(t.app);
    const res = await board('get_daily_leaderboard', me.token);
    expect(res).toMatchObject({ other_users_rank: [], top_three_ranks: [], total: 0 });
    expect(res.my_rank.user_rank).toBeNull();
    const visitor = await post(t.app, 'get_daily_leaderboard', {});
    expect(visitor.status).toBe(401);
  });

  it('hide deactivated players and rank the others without them', async () => {
    const cheat = await signUp(t.app);
    const me = await signUp(t.app);
    await score(cheat.user.id, 999, { at: today(1) });
    await score(me.user.id, 10, { at: today(2) });
    expect((await board('get_globle_leaderboard', me.token)).my_rank.user_rank).toBe(2);
    await t.database.db.execute(sql`UPDATE users SET status = 0 WHERE id = ${cheat.user.id}`);
    const res = await board('get_globle_leaderboard', me.token);
    expect(ranking(res)).toEqual([[me.user.id, 10, 1]]);
    expect(res.my_rank.user_rank).toBe(1);
    expect(res.total).toBe(1);
  });

  it('never show another player’s e-mail address or private fields', async () => {
    const others = [await signUp(t.app, 'Rival'), await signUp(t.app, 'Other')];
    const me = await signUp(t.app, 'Me');
    await t.database.db.execute(
      sql`UPDATE users SET mobile = '+15550001111', profile = '/media/profile/x.webp' WHERE id = ${others[0]!.user.id}`,
    );
    for (const [i, p] of [...others, me].entries()) await score(p.user.id, 30 - i, { at: today(i) });
    for (const action of boards) {
      const res = await post(t.app, action, {}, me.token);
      const text = JSON.stringify(res.body);
      for (const o of others) {
        expect(text).not.toContain(o.email);
        expect(text).not.toContain(o.user.firebase_id);
      }
      expect(text).not.toContain('+15550001111');
      expect(text).not.toContain('refer_code');
      const data = (res.body as { data: Leaderboard }).data;
      for (const row of [...data.other_users_rank, ...data.top_three_ranks, data.my_rank]) {
        expect(Object.keys(row).sort()).toEqual(['name', 'profile', 'score', 'user_id', 'user_rank']);
      }
      expect(data.other_users_rank[0]!.profile).toMatch(/^https?:\/\/[^/]+\/media\/profile\/x\.webp$/);
    }
  });

  it('count score from real play on every board', async () => {
    const player = await signUp(t.app);
    const attempt = await startLevel(t.app, player.token, 1);
    const result = await submit(t.app, t.database, player.token, attempt, 8);
    expect(result.earned_score).toBe(24); // 8 right × 4 − 2 wrong × 4
    for (const action of boards) {
      const res = await board(action, player.token);
      expect(ranking(res)).toEqual([[player.user.id, 24, 1]]);
      expect(res.my_rank).toMatchObject({ score: 24, user_rank: 1 });
    }
    // Replaying the passed level earns nothing, so the boards stay as they are.
    const replay = await startLevel(t.app, player.token, 1);
    await submit(t.app, t.database, player.token, replay, 10);
    expect((await board('get_globle_leaderboard', player.token)).my_rank.score).toBe(24);
  });

  it('keep the rollups equal to the sums of the score events, also under concurrent writes', async () => {
    const players = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const writes = Array.from({ length: 60 }, (_, i) =>
      score(players[i % 3]!.user.id, (i % 7) - 2, { at: new Date(Date.now() - (i % 4) * 40 * DAY) }),
    );
    await Promise.all(writes);
    // Writing the same ref again adds nothing.
    await t.database.db.transaction((tx) => recordScore(tx, players[0]!.user.id, 50, 'test', 'test:1'));
    const { rows } = await t.database.db.execute<{ period: string; user_id: number; points: number }>(sql`
      SELECT period, user_id, points FROM leaderboard_totals ORDER BY 1, 2`);
    const { rows: events } = await t.database.db.execute<{ user_id: number; points: number; at: string }>(
      sql`SELECT user_id, points, created_at AS at FROM score_events`,
    );
    const sums = new Map<string, number>();
    for (const e of events) {
      const keys = periodKeys(new Date(e.at), 'UTC');
      for (const period of [keys.all, keys.monthly, keys.daily]) {
        const key = `${period}|${e.user_id}`;
        sums.set(key, (sums.get(key) ?? 0) + Number(e.points));
      }
    }
    expect(new Map(rows.map((r) => [`${r.period}|${r.user_id}`, Number(r.points)]))).toEqual(sums);
    for (const p of players) {
      const { rows: u } = await t.database.db.execute<{ score: number }>(
        sql`SELECT score FROM users WHERE id = ${p.user.id}`,
      );
      expect(u[0]!.score).toBe(sums.get(`all|${p.user.id}`) ?? 0);
    }
  });

  it('count days and months in the system_timezone calendar, an unknown zone as UTC', async () => {
    const me = await signUp(t.app);
    const at = new Date('2026-03-31T12:00:00Z');
    await t.database.db.execute(
      sql`UPDATE settings SET value = 'Pacific/Kiritimati' WHERE key = 'system_timezone'`,
    );
    try {
      await score(me.user.id, 5, { at });
      await t.database.db.execute(sql`UPDATE settings SET value = 'Not/AZone' WHERE key = 'system_timezone'`);
      await score(me.user.id, 7, { at });
    } finally {
      await t.database.db.execute(sql`UPDATE settings SET value = 'UTC' WHERE key = 'system_timezone'`);
    }
    const { rows } = await t.database.db.execute<{ period: string; points: number }>(
      sql`SELECT period, points FROM leaderboard_totals WHERE user_id = ${me.user.id} ORDER BY period`,
    );
    expect(rows.map((r) => [r.period, Number(r.points)])).toEqual([
      ['all', 12],
      ['d:2026-03-31', 7],
      ['d:2026-04-01', 5],
      ['m:2026-03', 7],
      ['m:2026-04', 5],
    ]);
  });
});

describe('leaderboard period keys', () => {
  it('follow the zone’s calendar', () => {
    const at = new Date('2026-12-31T23:30:00Z');
    expect(periodKeys(at, 'UTC')).toEqual({ daily: 'd:2026-12-31', monthly: 'm:2026-12', all: 'all' });
    expect(periodKeys(at, 'Asia/Kolkata')).toEqual({
      daily: 'd:2027-01-01',
      monthly: 'm:2027-01',
      all: 'all',
    });
    expect(periodKeys(at, 'America/New_York').daily).toBe('d:2026-12-31');
    expect(periodKeys(at, 'nonsense').daily).toBe('d:2026-12-31');
  });
});
