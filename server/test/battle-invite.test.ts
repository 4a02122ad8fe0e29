import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INVITES_PER_ROOM } from '../domains/battle/invite';
import { ok, post, signUp } from './harness';
import { startBattleApp, type BattleTestApp, type Client } from './battle-support';

let t: BattleTestApp;
beforeAll(async () => {
  t = await startBattleApp();
});
afterAll(async () => {
  await t?.close();
});

/** A player's invite code, as their Invite Friends page shows it. */
async function inviteCode(client: Client) {
  const { rows } = await t.database.db.execute<{ code: string }>(
    sql`SELECT refer_code AS code FROM users WHERE id = ${client.userId}`,
  );
  return rows[0]!.code;
}

const invitesOf = async (userId: number) =>
  Number(
    (
      await t.database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${userId} AND type = 'battle_invite'`,
      )
    ).rows[0]!.n,
  );

async function groupRoom(owner: Client) {
  const room = await ok(
    t.app,
    'create_room',
    { room_type: 'group', entry_coin: 5, no_of_que: 3 },
    owner.token,
  );
  await owner.call('room:join', { code: room.room_code });
  return room;
}

describe('battle invitations', () => {
  it('come from players of the room only, once per invitee, with the inviter named', async () => {
    const [ann, ben, cid, dee] = [
      await t.player('Ann'),
      await t.player('Ben'),
      await t.player('Cid'),
      await t.player('Dee'),
    ];
    const room = await groupRoom(ann);
    const invite = (from: Client, to: string, code = room.room_code) =>
      post(t.app, 'invite_to_battle', { room_code: code, friends_code: to }, from.token);

    // The owner invites Ben, in lower case and with spaces as people type codes.
    const benCode = await inviteCode(ben);
    const first = await invite(ann, ` ${benCode.toLowerCase()} `, room.room_code.toLowerCase());
    expect(first.body).toMatchObject({ error: false, data: { name: 'Ben', already_invited: false } });
    const [listed] = await ok(t.app, 'get_notifications', {}, ben.token);
    expect(listed).toMatchObject({ type: 'battle_invite', type_id: room.room_code });
    expect(listed!.title).toBe('Ann invites you to a battle');

    // Twice: no second notification.
    expect((await invite(ann, benCode)).body).toMatchObject({ data: { already_invited: true } });
    expect(await invitesOf(ben.userId)).toBe(1);

    // Ben joins; a member may invite too, and the invitation names him.
    await ben.call('room:join', { code: room.room_code });
    expect((await invite(ben, await inviteCode(cid))).body).toMatchObject({ error: false });
    const [fromBen] = await ok(t.app, 'get_notifications', {}, cid.token);
    expect(fromBen!.title).toBe('Ben invites you to a battle');

    // Someone already in the room, oneself, an unknown code, a stranger to the room: clear refusals.
    expect((await invite(ann, benCode)).body).toMatchObject({ error: true, message: '265' });
    expect((await invite(ann, await inviteCode(ann))).body).toMatchObject({ error: true, message: '264' });
    expect((await invite(ann, 'NOSUCH00')).body).toMatchObject({ error: true, message: '263' });
    expect((await invite(dee, await inviteCode(cid))).body).toMatchObject({ error: true, message: '244' });
    expect((await invite(ann, benCode, 'ZZZZZZ')).body).toMatchObject({ error: true, message: '244' });
    expect(await invitesOf(dee.userId)).toBe(0);
  });

  it('stop when the room has started, and are capped per room', async () => {
    const ann = await t.player('Ann');
    const ben = await t.player('Ben');
    const room = await groupRoom(ann);
    const invited: number[] = [];
    for (let i = 0; i < MAX_INVITES_PER_ROOM; i++) {
      const guest = await signUp(t.app, `Guest ${i}`);
      invited.push(guest.user.id);
      await ok(
        t.app,
        'invite_to_battle',
        { room_code: room.room_code, friends_code: guest.user.refer_code },
        ann.token,
      );
    }
    const extra = await signUp(t.app, 'One too many');
    const over = await post(
      t.app,
      'invite_to_battle',
      { room_code: room.room_code, friends_code: extra.user.refer_code },
      ann.token,
    );
    expect(over.body).toMatchObject({ error: true, message: '266' });
    expect(await invitesOf(extra.user.id)).toBe(0);

    await ben.call('room:join', { code: room.room_code });
    await ann.call('room:start', { room_id: room.room_id });
    const late = await signUp(t.app, 'Late');
    const started = await post(
      t.app,
      'invite_to_battle',
      { room_code: room.room_code, friends_code: late.user.refer_code },
      ann.token,
    );
    expect(started.body).toMatchObject({ error: true, message: '246' });
  });

  it('answer bad input with a clear error, never a 500', async () => {
    const ann = await t.player('Ann');
    for (const fields of [{}, { room_code: '' }, { room_code: 'ABCDEF', friends_code: 'x'.repeat(40) }]) {
      const res = await post(t.app, 'invite_to_battle', fields, ann.token);
      expect(res.status).toBeLessThan(500);
      expect(res.body).toMatchObject({ error: true, message: '103' });
    }
    expect(
      (await post(t.app, 'invite_to_battle', { room_code: 'ABCDEF', friends_code: 'X' })).body,
    ).toMatchObject({
      error: true,
    });
  });
});
