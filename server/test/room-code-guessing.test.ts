import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, post } from './harness';
import { friendBattle, startBattleApp, type BattleTestApp } from './battle-support';

let t: BattleTestApp;
beforeAll(async () => {
  t = await startBattleApp();
});
afterAll(async () => t?.close());

describe('room codes cannot be told apart by guessing', () => {
  it('a full room, a started room and a missing code answer a stranger exactly alike', async () => {
    const [ann, ben, cid] = [await t.player('Ann'), await t.player('Ben'), await t.player('Cid')];
    const full = await friendBattle(t, ann, ben, false);
    const missing = await cid.emit('room:join', { code: 'ZZZZZZ' });
    const tooFull = await cid.emit('room:join', { code: full.room_code });
    expect(tooFull).toEqual(missing);
    expect(missing).toMatchObject({ error: true, message: '244' });
    await ann.call('room:start', { room_id: full.room_id });
    expect(await cid.emit('room:join', { code: full.room_code })).toEqual(missing);

    // Over HTTP too: a stranger asking for a room's questions by its code hears "no such room".
    const byCode = await post(t.app, 'get_question_by_room_id', { room_id: full.room_code }, cid.token);
    const byMissing = await post(t.app, 'get_question_by_room_id', { room_id: 'ZZZZZZ' }, cid.token);
    expect(byCode.body).toEqual(byMissing.body);
    // A seated player is unaffected.
    expect(
      (await ok(t.app, 'get_question_by_room_id', { room_id: full.room_code }, ben.token)).questions,
    ).toHaveLength(3);
  });
});
