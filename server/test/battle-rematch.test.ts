import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './harness';
import { autoPlay, friendBattle, startBattleApp, type BattleTestApp, type Client } from './battle-support';

let t: BattleTestApp;
beforeAll(async () => {
  t = await startBattleApp();
});
afterAll(async () => {
  await t?.close();
});

/** A finished 1v1 friend battle (fee 5, 3 questions) between the two. */
async function playedFriendBattle(owner: Client, friend: Client) {
  const room = await friendBattle(t, owner, friend);
  await Promise.all([
    autoPlay(owner, room.room_id, (_i, keys) => keys[0]!),
    autoPlay(friend, room.room_id, (_i, keys) => keys[1]!),
  ]);
  return room;
}

const rematchOf = async (roomId: string) =>
  (
    await t.database.db.execute<{ rematch_room_id: string | null }>(
      sql`SELECT rematch_room_id FROM battle_rooms WHERE id = ${roomId}`,
    )
  ).rows[0]!.rematch_room_id;

describe('rematch', () => {
  it('opens one room when both players ask at once, with the same rules, and charges at start', async () => {
    const [ann, ben] = [await t.player('Ann'), await t.player('Ben')];
    const old = await playedFriendBattle(ann, ben);
    const [a, b] = await Promise.all([
      ann.call('room:rematch', { room_id: old.room_id }),
      ben.call('room:rematch', { room_id: old.room_id }),
    ]);
    expect(a.room_id).toBe(b.room_id);
    expect(await rematchOf(old.room_id)).toBe(a.room_id);
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM battle_rooms WHERE kind = 'friend' AND owner_id IN (${ann.userId}, ${ben.userId})`,
    );
    expect(rows[0]!.n).toBe(2);

    const room = (a.players.length === 2 ? a : b) as typeof a;
    expect(room).toMatchObject({
      kind: 'friend',
      state: 'waiting',
      entry_fee: 5,
      max_players: 2,
      question_count: 3,
      category_id: 0,
    });
    expect(room.code).toMatch(/^[23456789A-HJKMNP-Z]{6}$/);
    expect(room.code).not.toBe(old.room_code);
    expect(room.players.map((p) => p.user_id).sort()).toEqual([ann.userId, ben.userId].sort());
    const owner = room.owner_id === ann.userId ? ann : ben;
    const other = owner === ann ? ben : ann;
    expect(await other.waitFor('battle:rematch')).toEqual({
      room_id: old.room_id,
      rematch_room_id: room.room_id,
      code: room.code,
      by_user_id: owner.userId,
    });
    expect(owner.events('battle:rematch')).toEqual([]);

    // No fee when asking; the usual fees when the owner starts it.
    const coins = [await t.coins(ann.userId), await t.coins(ben.userId)];
    expect(await other.refused('room:start', { room_id: room.room_id })).toBe('250');
    await owner.call('room:start', { room_id: room.room_id });
    expect([await t.coins(ann.userId), await t.coins(ben.userId)]).toEqual(coins.map((c) => c - 5));
  });

  it('lets a later asker join the room the first one opened, from the event or by asking', async () => {
    const [cid, dee] = [await t.player('Cid'), await t.player('Dee')];
    const old = await playedFriendBattle(cid, dee);
    const first = await cid.call('room:rematch', { room_id: old.room_id });
    expect(first.players.map((p) => p.user_id)).toEqual([cid.userId]);
    expect(first.owner_id).toBe(cid.userId);
    const told = await dee.waitFor('battle:rematch');
    const joined = await dee.call('room:rematch', { room_id: old.room_id });
    expect(joined.room_id).toBe(told.rematch_room_id);
    expect(joined.players.map((p) => p.user_id)).toEqual([cid.userId, dee.userId]);
    await cid.waitFor('room:state', (s) => s.room_id === first.room_id && s.players.length === 2);
    // Asking again changes nothing: the same seat, the same room.
    expect((await cid.call('room:rematch', { room_id: old.room_id })).room_id).toBe(first.room_id);
  });

  it('replaces a rematch room its owner deleted, and tells the group', async () => {
    const players = [await t.player('G1'), await t.player('G2'), await t.player('G3')];
    const [owner, second, third] = players as [Client, Client, Client];
    const old = await ok(
      t.app,
      'create_room',
      { room_type: 'group', entry_coin: 5, no_of_que: 3 },
      owner.token,
    );
    for (const p of players) await p.call('room:join', { code: old.room_code });
    await owner.call('room:start', { room_id: old.room_id });
    await Promise.all(players.map((p) => autoPlay(p, old.room_id, (_i, keys) => keys[0]!)));

    const gone = await second.call('room:rematch', { room_id: old.room_id });
    expect(gone.max_players).toBe(4);
    for (const p of [owner, third])
      expect((await p.waitFor('battle:rematch')).rematch_room_id).toBe(gone.room_id);
    await second.call('room:delete', { room_id: gone.room_id });
    const again = await third.call('room:rematch', { room_id: old.room_id });
    expect(again.room_id).not.toBe(gone.room_id);
    expect(again).toMatchObject({ kind: 'group', owner_id: third.userId, max_players: 4 });
    expect(await rematchOf(old.room_id)).toBe(again.room_id);
    expect(
      (await second.waitFor('battle:rematch', (e) => e.rematch_room_id === again.room_id)).by_user_id,
    ).toBe(third.userId);
  });

  it('is refused to strangers, before the end, and after random and bot battles', async () => {
    const [eve, fay, gus] = [await t.player('Eve'), await t.player('Fay'), await t.player('Gus')];
    const waiting = await friendBattle(t, eve, fay, false);
    expect(await eve.refused('room:rematch', { room_id: waiting.room_id })).toBe('261');
    await eve.call('room:start', { room_id: waiting.room_id });
    expect(await fay.refused('room:rematch', { room_id: waiting.room_id })).toBe('261');
    await Promise.all([
      autoPlay(eve, waiting.room_id, (_i, keys) => keys[0]!),
      autoPlay(fay, waiting.room_id, (_i, keys) => keys[0]!),
    ]);
    expect(await gus.refused('room:rematch', { room_id: waiting.room_id })).toBe('249');
    expect(await rematchOf(waiting.room_id)).toBeNull();

    const bot = await gus.call('battle:bot', {});
    await gus.call('room:leave', { room_id: bot.room_id });
    await gus.waitFor('battle:finished', (r) => r.room_id === bot.room_id);
    expect(await gus.refused('room:rematch', { room_id: bot.room_id })).toBe('260');

    const [hal, ivy] = [await t.player('Hal'), await t.player('Ivy')];
    await hal.call('battle:search', {});
    const matched = await ivy.call('battle:search', {});
    await Promise.all([
      autoPlay(hal, matched.room_id!, (_i, keys) => keys[0]!),
      autoPlay(ivy, matched.room_id!, (_i, keys) => keys[0]!),
    ]);
    expect(await hal.refused('room:rematch', { room_id: matched.room_id! })).toBe('260');
  });
});
