import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { settleRoom } from '../domains/battle/settlement';
import { referralPayoutRules } from '../domains/user';
import { battleServiceOf } from '../realtime/socket-server';
import { friendBattle, startBattleApp, type BattleTestApp } from './battle-support';

// A room's start (fees) and end (payout) hold the room row and, on the embedded engine, its only
// connection: every round trip in them delays every answer queued behind (issue 18). Counted here, on
// the wire (every statement of the transaction), so a per-player loop creeping back in shows.

let t: BattleTestApp;
beforeAll(async () => {
  t = await startBattleApp();
});
afterAll(async () => t?.close());

/**
 * The statements of the transactions run while `work` runs: from a connection's BEGIN to its COMMIT,
 * on that connection only, so a background job's statement (a settings refresh, the sweep) between
 * them is not counted.
 */
async function statementsOf<T>(work: () => Promise<T>) {
  const sent: string[] = [];
  const inTransaction = new Set<pg.Client>();
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string }).text ?? '');
    if (text === 'begin') inTransaction.add(this);
    if (inTransaction.has(this)) sent.push(text);
    if (text === 'commit' || text === 'rollback') inTransaction.delete(this);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    return { result: await work(), sent };
  } finally {
    pg.Client.prototype.query = query;
  }
}

it('a 1v1 room starts in one fee statement and settles in a handful, whatever the players', async () => {
  const [owner, friend] = await Promise.all([t.player('Owner'), t.player('Friend')]);
  const room = await friendBattle(t, owner, friend, false);
  const { engine } = battleServiceOf(t.app)!;
  const start = await statementsOf(() => engine.start(room.room_id, owner.userId));
  engine.stopClock(room.room_id);
  expect([await t.coins(owner.userId), await t.coins(friend.userId)]).toEqual([5, 5]);

  // The owner won 30 points with 2 right answers; the friend answered nothing right.
  await t.database.db.execute(sql`UPDATE battle_players SET score = 30, correct = 2
    WHERE room_id = ${room.room_id} AND user_id = ${owner.userId}`);
  await t.database.db.execute(sql`UPDATE battle_rooms SET state = 'finished' WHERE id = ${room.room_id}`);
  const referral = await referralPayoutRules(t.database.db, engine.settings);
  const settle = await statementsOf(() => settleRoom(t.database.db, room.room_id, referral, 'UTC'));
  expect(settle.result?.standings.map((s) => [s.user_id, s.outcome, s.coins])).toEqual([
    [owner.userId, 'won', 10],
    [friend.userId, 'lost', 0],
  ]);
  expect([await t.coins(owner.userId), await t.coins(friend.userId)]).toEqual([15, 5]);
  console.log(`round trips: start ${start.sent.length}, settlement ${settle.sent.length}`);
  // start: BEGIN, room + seats, fees, room update, COMMIT.
  expect(start.sent.length).toBeLessThanOrEqual(5);
  // settlement: BEGIN, room + seats, results, prize, scores, pending referrals, COMMIT.
  expect(settle.sent.length).toBeLessThanOrEqual(7);
});
