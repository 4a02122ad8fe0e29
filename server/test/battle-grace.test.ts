import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battleServiceOf } from '../realtime/socket-server';
import { friendBattle, startBattleApp, type BattleTestApp } from './battle-support';

let t: BattleTestApp;
beforeAll(async () => {
  t = await startBattleApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the rejoin grace as a database deadline', () => {
  it('forfeits a dropped player from the sweep, without the timer of the process it dropped from', async () => {
    const [ann, ben] = [await t.player('Ann'), await t.player('Ben')];
    const room = await friendBattle(t, ann, ben);
    await ben.waitFor('battle:question', (q) => q.room_id === room.room_id);

    // The grace (30 s in tests) is far from over, so this process's timer cannot be what ends it.
    ben.close();
    await ann.waitFor('battle:player_left', (e) => e.user_id === ben.userId && !e.forfeited);
    const lobby = battleServiceOf(t.app)!.lobby;
    expect(await lobby.expireGraces()).toBe(0);
    expect(ann.events('battle:player_left').filter((e) => e.forfeited)).toEqual([]);

    // The deadline in the database passes (as if the process that set it had died long ago).
    await t.database.db.execute(
      sql`UPDATE battle_players SET left_at = now() - interval '1 hour'
          WHERE room_id = ${room.room_id} AND user_id = ${ben.userId}`,
    );
    expect(await lobby.expireGraces()).toBe(1);
    const out = await ann.waitFor('battle:player_left', (e) => e.user_id === ben.userId && e.forfeited);
    expect(out.code).toBe('254');
    const result = await ann.waitFor('battle:finished', (r) => r.room_id === room.room_id);
    expect(result.standings.find((s) => s.user_id === ann.userId)).toMatchObject({
      outcome: 'won',
      coins: 10,
    });
    expect(result.standings.find((s) => s.user_id === ben.userId)).toMatchObject({ forfeited: true });
    // A second sweep (another process) finds nothing left to end.
    expect(await lobby.expireGraces()).toBe(0);
  });

  it('closes a lobby whose owner never came back', async () => {
    const [ann, ben] = [await t.player('Ann'), await t.player('Ben')];
    const room = await friendBattle(t, ann, ben, false);
    ann.close();
    await ben.waitFor('battle:player_left', (e) => e.user_id === ann.userId);
    await t.database.db.execute(
      sql`UPDATE battle_players SET left_at = now() - interval '1 hour'
          WHERE room_id = ${room.room_id} AND user_id = ${ann.userId}`,
    );
    expect(await battleServiceOf(t.app)!.lobby.expireGraces()).toBe(1);
    expect(await ben.waitFor('room:deleted')).toEqual({ room_id: room.room_id, code: '248' });
  });

  it('ends a search whose timer died with its process, from the sweep', async () => {
    const ann = await t.player('Ann');
    expect(await ann.call('battle:search', { category: 0 })).toMatchObject({ matched: false });
    // The search time (60 s in tests) has not run out here; the row is aged as if long forgotten.
    await t.database.db.execute(
      sql`UPDATE battle_queue SET created_at = now() - interval '1 hour' WHERE user_id = ${ann.userId}`,
    );
    await battleServiceOf(t.app)!.engine.sweep();
    expect(await ann.waitFor('battle:search_timeout')).toEqual({ code: '256' });
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM battle_queue WHERE user_id = ${ann.userId}`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
