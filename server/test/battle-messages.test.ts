import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientEventPayload } from '../../contract';
import { ok } from './harness';
import { autoPlay, friendBattle, startBattleApp, type BattleTestApp } from './battle-support';

let t: BattleTestApp;
beforeAll(async () => {
  t = await startBattleApp();
});
afterAll(async () => {
  await t?.close();
});

describe('quick messages', () => {
  it('relay a message of the list to the room, from the lobby to the last question', async () => {
    const [ann, ben] = [await t.player('Ann'), await t.player('Ben')];
    const room = await friendBattle(t, ann, ben, false);
    expect(await ben.call('battle:message', { room_id: room.room_id, message: 'good_luck' })).toEqual({});
    for (const client of [ann, ben])
      expect(await client.waitFor('battle:message')).toEqual({
        room_id: room.room_id,
        seat: 1,
        message: 'good_luck',
      });

    await ann.call('room:start', { room_id: room.room_id });
    await ann.waitFor('battle:question');
    await ann.call('battle:message', { room_id: room.room_id, message: '🔥' });
    expect(await ben.waitFor('battle:message', (m) => m.message === '🔥')).toMatchObject({ seat: 0 });

    await Promise.all([
      autoPlay(ann, room.room_id, (_i, keys) => keys[0]!),
      autoPlay(ben, room.room_id, (_i, keys) => keys[0]!),
    ]);
    expect(await ann.refused('battle:message', { room_id: room.room_id, message: 'well_played' })).toBe(
      '259',
    );
  });

  it('refuse free text at the socket boundary and relay it to nobody', async () => {
    const [cid, dee] = [await t.player('Cid'), await t.player('Dee')];
    const room = await friendBattle(t, cid, dee, false);
    const freeText = { room_id: room.room_id, message: 'meet me at www.example.com' };
    const envelope = await cid.emit(
      'battle:message',
      freeText as unknown as ClientEventPayload<'battle:message'>,
    );
    expect(envelope).toMatchObject({ error: true, message: '103' });
    // A message sent after it arrives after it: the free text would have been relayed first.
    await cid.call('battle:message', { room_id: room.room_id, message: 'hurry_up' });
    for (const client of [cid, dee]) {
      await client.waitFor('battle:message');
      expect(client.events('battle:message').map((m) => m.message)).toEqual(['hurry_up']);
    }
  });

  it('come only from players still in the room, and at most 30 a minute', async () => {
    const [eve, fay, gus, hal] = [
      await t.player('Eve'),
      await t.player('Fay'),
      await t.player('Gus'),
      await t.player('Hal'),
    ];
    const room = await ok(
      t.app,
      'create_room',
      { room_type: 'group', entry_coin: 5, no_of_que: 3 },
      eve.token,
    );
    for (const p of [eve, fay, hal]) await p.call('room:join', { code: room.room_code });
    await eve.call('room:start', { room_id: room.room_id });
    expect(await gus.refused('battle:message', { room_id: room.room_id, message: '👍' })).toBe('249');
    // Fay forfeits; the two others play on, and only they may still send.
    await fay.call('room:leave', { room_id: room.room_id });
    await eve.waitFor('battle:player_left', (p) => p.user_id === fay.userId && p.forfeited);
    expect(await fay.refused('battle:message', { room_id: room.room_id, message: '😢' })).toBe('259');
    await hal.call('battle:message', { room_id: room.room_id, message: 'so_close' });
    expect(await eve.waitFor('battle:message')).toMatchObject({ seat: 2, message: 'so_close' });

    const ivy = await t.player('Ivy');
    const other = await friendBattle(t, ivy, await t.player('Jon'), false);
    for (let sent = 0; sent < 30; sent++)
      await ivy.call('battle:message', { room_id: other.room_id, message: '😂' });
    expect(await ivy.refused('battle:message', { room_id: other.room_id, message: '😂' })).toBe('213');
  });
});
