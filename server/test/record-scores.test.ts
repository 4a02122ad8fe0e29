import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordScore } from '../domains/leaderboard/record-score';
import { recordScores } from '../domains/leaderboard';
import { signUp, startTestApp, type TestApp } from './harness';

// recordScores (a battle room's end) must leave exactly what recordScore leaves, one player at a time.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

async function state(userId: number) {
  const { rows } = await t.database.db.execute<{ score: number; totals: string; events: number }>(sql`
    SELECT score,
      (SELECT string_agg(period || '=' || points || '@' || reached_at, ',' ORDER BY period)
         FROM leaderboard_totals WHERE user_id = ${userId}) AS totals,
      (SELECT count(*)::int FROM score_events WHERE user_id = ${userId}) AS events
    FROM users WHERE id = ${userId}`);
  return rows[0]!;
}

it('writes the same events, scores and rollups as recordScore per player, and a replay adds nothing', async () => {
  const one = await Promise.all([0, 1, 2].map(() => signUp(t.app)));
  const many = await Promise.all([0, 1, 2].map(() => signUp(t.app)));
  const at = new Date(Date.UTC(2026, 0, 31, 17, 0));
  // In Kolkata the first game is on 31 January, the second on 1 February. Per game: points of the three players (zero writes nothing; negative points count too).
  const games = [
    [40, 0, -5],
    [15, 30, 10],
  ];
  for (const [g, points] of games.entries()) {
    const when = { at: new Date(at.getTime() + g * 3 * 3_600_000), timeZone: 'Asia/Kolkata' };
    for (let replay = 0; replay < 2; replay++) {
      await t.database.db.transaction(async (tx) => {
        for (const [k, p] of points.entries())
          await recordScore(tx, one[k]!.user.id, p, 'battle_friend', `game:${g}`, when);
      });
      const added = await t.database.db.transaction((tx) =>
        recordScores(
          tx,
          points.map((p, k) => ({
            userId: many[k]!.user.id,
            points: p,
            source: 'battle_friend',
            ref: `game:${g}`,
          })),
          when,
        ),
      );
      const expected = points.flatMap((p, k) => (p !== 0 && replay === 0 ? [many[k]!.user.id] : []));
      expect(added.sort()).toEqual(expected.sort());
    }
  }
  for (let k = 0; k < 3; k++) {
    const [a, b] = await Promise.all([state(one[k]!.user.id), state(many[k]!.user.id)]);
    expect(b).toEqual(a);
  }
  expect((await state(many[0]!.user.id)).totals).toMatch(
    /^all=55@.*d:2026-01-31=40@.*d:2026-02-01=15@.*m:2026-01=40@.*m:2026-02=15@/,
  );
});
