import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { periodKeys } from '../domains/leaderboard/periods';
import { recordScore } from '../domains/leaderboard/record-score';
import { post, signUp, startTestApp, type TestApp } from '../test/harness';
import { runOnce } from './job-runner';
import { leaderboardUpkeepJob } from './leaderboard-upkeep';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;

it('prunes old daily and monthly rollups, keeps recent ones, all-time totals and every score event', async () => {
  const me = await signUp(t.app);
  const times = [0, 1, 10, 500].map((days) => new Date(Date.now() - days * DAY));
  for (const [i, at] of times.entries())
    await t.database.db.transaction((tx) =>
      recordScore(tx, me.user.id, 10 + i, 'test', `upkeep:${i}`, { at }),
    );

  // Run directly rather than through runOnce, which logs and swallows errors (a failed VACUUM would pass).
  expect(await leaderboardUpkeepJob.run(t.database.db)).toBe(3);
  await runOnce(t.database, leaderboardUpkeepJob, t.app.log);

  const { rows } = await t.database.db.execute<{ period: string }>(
    sql`SELECT period FROM leaderboard_totals WHERE user_id = ${me.user.id}`,
  );
  const kept = new Set(rows.map((r) => r.period));
  const [today, yesterday, tenDaysAgo, longAgo] = times.map((at) => periodKeys(at, 'UTC'));
  expect(kept.has(today!.daily) && kept.has(yesterday!.daily)).toBe(true);
  expect(kept.has(tenDaysAgo!.daily) || kept.has(longAgo!.daily)).toBe(false);
  expect(kept.has(today!.monthly) && kept.has(tenDaysAgo!.monthly)).toBe(true);
  expect(kept.has(longAgo!.monthly)).toBe(false);
  const events = await t.database.db.execute(sql`SELECT 1 FROM score_events WHERE user_id = ${me.user.id}`);
  expect(events.rows).toHaveLength(4);

  const all = await post(t.app, 'get_globle_leaderboard', {}, me.token);
  expect(all.body).toMatchObject({
    error: false,
    data: { my_rank: { score: 10 + 11 + 12 + 13, user_rank: 1 } },
  });
});
