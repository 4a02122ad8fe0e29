import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BattleRoomQuestions } from '../../contract';
import { settleRoom } from '../domains/battle/settlement';
import { SettingsStore } from '../domains/settings/settings-store';
import { referralPayoutRules } from '../domains/user/referral-payout';
import { ok, post } from './harness';
import {
  autoPlay,
  leaksBeforeAnswer,
  startBattleApp,
  testTimings,
  type BattleTestApp,
  type Client,
} from './battle-support';

let t: BattleTestApp;
beforeAll(async () => {
  t = await startBattleApp();
});
afterAll(async () => {
  await t?.close();
});

async function friendRoom(owner: Client, fields: Record<string, string | number> = {}) {
  const room = await ok(
    t.app,
    'create_room',
    { room_type: 'friend', entry_coin: 5, no_of_que: 3, ...fields },
    owner.token,
  );
  await owner.call('room:join', { code: room.room_code });
  return room as BattleRoomQuestions;
}

async function ledgerSum(userIds: number[], roomId: string) {
  const { rows } = await t.database.db.execute<{ total: number; n: number }>(sql`
    SELECT coalesce(sum(amount), 0)::int AS total, count(*)::int AS n FROM coin_ledger
    WHERE user_id IN (${sql.join(userIds, sql`, `)}) AND ref LIKE ${`battle:${roomId}:%`}`);
  return rows[0]!;
}

describe('a friend battle by room code', () => {
  it('runs from code to result: fees at start, one payout, no answer leaked before answering', async () => {
    const [ann, ben, cid] = [await t.player('Ann'), await t.player('Ben'), await t.player('Cid')];
    const room = await friendRoom(ann);
    expect(room.room_code).toMatch(/^[23456789A-HJKMNP-Z]{6}$/);
    expect(JSON.stringify(room.questions)).not.toMatch(/"answer"/);

    expect(await ben.refused('room:join', { code: 'ZZZZZZ' })).toBe('244');
    expect(await ben.refused('room:join', { code: 'abc' })).toBe('244');
    const joined = await ben.call('room:join', { code: room.room_code.toLowerCase() });
    expect(joined.players.map((p) => p.name)).toEqual(['Ann', 'Ben']);
    await ann.waitFor('room:state', (s) => s.players.length === 2);
    // Full, started or missing: a stranger gets the same answer.
    expect(await cid.refused('room:join', { code: room.room_code })).toBe('244');

    // Questions only for members, never with answers.
    const mine = await ok(t.app, 'get_question_by_room_id', { room_id: room.room_code }, ben.token);
    expect(mine.questions.map((q) => q.id)).toEqual(room.questions.map((q) => q.id));
    expect(
      (await post(t.app, 'get_random_questions', { match_id: room.room_id }, cid.token)).body,
    ).toMatchObject({
      error: true,
      message: '249',
    });

    expect(await ben.refused('room:start', { room_id: room.room_id })).toBe('250');
    const before = (await t.coins(ann.userId)) + (await t.coins(ben.userId));
    const annDone = autoPlay(ann, room.room_id, (_i, keys) => keys[0]!);
    const benDone = autoPlay(ben, room.room_id, (_i, keys) => keys[1]!);
    await ann.call('room:start', { room_id: room.room_id });
    expect(await cid.refused('room:join', { code: room.room_code })).toBe('244');
    expect(await ann.refused('room:start', { room_id: room.room_id })).toBe('246');

    const [result] = await Promise.all([annDone, benDone]);
    expect(result.standings).toHaveLength(2);
    const [a, b] = [
      result.standings.find((s) => s.user_id === ann.userId)!,
      result.standings.find((s) => s.user_id === ben.userId)!,
    ];
    if (a.score === b.score) expect([a.outcome, b.outcome, a.coins, b.coins]).toEqual(['draw', 'draw', 5, 5]);
    else {
      const [winner, loser] = a.score > b.score ? [a, b] : [b, a];
      expect([winner.outcome, winner.coins, loser.outcome, loser.coins]).toEqual(['won', 10, 'lost', 0]);
    }
    for (const client of [ann, ben]) expect(leaksBeforeAnswer(client, room.room_id)).toEqual([]);

    // Fees and payouts balance: what left the two wallets came back as the prize.
    const after = (await t.coins(ann.userId)) + (await t.coins(ben.userId));
    expect(after).toBe(before);
    const ledger = await ledgerSum([ann.userId, ben.userId], room.room_id);
    expect(ledger.total).toBe(0);

    // Settling again pays nothing more.
    await settleRoom(
      t.database.db,
      room.room_id,
      await referralPayoutRules(t.database.db, new SettingsStore(t.database.db)),
    );
    expect(await ledgerSum([ann.userId, ben.userId], room.room_id)).toEqual(ledger);
    expect((await t.coins(ann.userId)) + (await t.coins(ben.userId))).toBe(before);

    const stats = await ok(t.app, 'get_battle_statistics', {}, ann.token);
    expect(stats.myreport.played).toBe(1);
    expect(stats.battles[0]!.opponents).toEqual([{ user_id: ben.userId, name: 'Ben', profile: '' }]);
    expect(JSON.stringify(stats)).not.toContain('@');
    const record = await ok(t.app, 'get_users_statistics', {}, ben.token);
    expect(record.battles.played).toBe(1);
  });

  it('counts a repeated answer once, refuses late and foreign answers', async () => {
    const [ann, ben, cid] = [await t.player('Ann'), await t.player('Ben'), await t.player('Cid')];
    const room = await friendRoom(ann);
    await ben.call('room:join', { code: room.room_code });
    // Ben will let the clock run out on question 0; a short window keeps the wait short.
    t.timings().questionMs = 3_000;
    try {
      await lateAndRepeated(ann, ben, cid, room);
    } finally {
      t.timings().questionMs = testTimings.questionMs;
    }
  });

  async function lateAndRepeated(ann: Client, ben: Client, cid: Client, room: BattleRoomQuestions) {
    await ann.call('room:start', { room_id: room.room_id });
    const q0 = await ann.waitFor(
      'battle:question',
      (q) => q.room_id === room.room_id && q.question_index === 0,
    );
    const key = q0.question.options[0]!.key;
    const first = await ann.call('battle:answer', { room_id: room.room_id, question_index: 0, answer: key });
    expect(
      await ann.refused('battle:answer', { room_id: room.room_id, question_index: 0, answer: key }),
    ).toBe('215');
    expect(
      await ann.refused('battle:answer', { room_id: room.room_id, question_index: 2, answer: key }),
    ).toBe('253');
    expect(
      await cid.refused('battle:answer', { room_id: room.room_id, question_index: 0, answer: key }),
    ).toBe('249');
    const snapshot = await ann.call('room:rejoin', { room_id: room.room_id });
    expect(snapshot.players[snapshot.my_seat]!.score).toBe(first.score);
    expect(snapshot.my_answers).toHaveLength(1);

    // Ben lets the clock run out: the server closes the question, and his answer is then late.
    await ann.waitFor('battle:reveal', (r) => r.room_id === room.room_id && r.question_index === 0);
    t.timings().questionMs = 300;
    const late = await ben.refused('battle:answer', {
      room_id: room.room_id,
      question_index: 0,
      answer: key,
    });
    expect(late).toBe('252');
    const answers = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM battle_answers WHERE room_id = ${room.room_id} AND question_index = 0`,
    );
    expect(answers.rows[0]!.n).toBe(1);
    await ann.waitFor('battle:finished', (r) => r.room_id === room.room_id);
  }

  it('lets the owner delete a waiting room, and tells the others', async () => {
    const [ann, ben] = [await t.player('Ann'), await t.player('Ben')];
    const room = await friendRoom(ann, { room_type: 'group', entry_coin: 10 });
    await ben.call('room:join', { code: room.room_code });
    expect(await ben.refused('room:delete', { room_id: room.room_id })).toBe('250');
    await ann.call('room:delete', { room_id: room.room_id });
    expect(await ben.waitFor('room:deleted')).toEqual({ room_id: room.room_id, code: '248' });
    expect(await ben.refused('room:join', { code: room.room_code })).toBe('247');
    expect(await ann.refused('room:start', { room_id: room.room_id })).toBe('247');
  });

  it('starts only when every player can pay, debiting nobody otherwise', async () => {
    const [ann, ben] = [await t.player('Ann'), await t.player('Ben')];
    const room = await friendRoom(ann);
    await ben.call('room:join', { code: room.room_code });
    // Ben spent his coins elsewhere after joining.
    await t.database.db.execute(sql`UPDATE users SET coins = 0 WHERE id = ${ben.userId}`);
    expect(await ann.refused('room:start', { room_id: room.room_id })).toBe('257');
    expect(await t.coins(ann.userId)).toBe(10);
    expect((await ledgerSum([ann.userId, ben.userId], room.room_id)).n).toBe(0);
    const fresh = await t.player('Cid');
    await t.database.db.execute(sql`UPDATE users SET coins = 0 WHERE id = ${fresh.userId}`);
    // The room is full: to a stranger that reads as a wrong code, before any question of coins.
    expect(await fresh.refused('room:join', { code: room.room_code })).toBe('244');
  });

  it('limits code guesses per player', async () => {
    const guesser = await t.player('Guesser');
    const codes: string[] = [];
    for (let i = 0; i < 21; i++) codes.push(await guesser.refused('room:join', { code: `QQQQ${10 + i}` }));
    expect(codes.slice(0, 20).every((c) => c === '244')).toBe(true);
    expect(codes[20]).toBe('213');
  });

  it('refuses fees off the menu and players without the coins', async () => {
    const ann = await t.player('Ann');
    expect(
      (await post(t.app, 'create_room', { room_type: 'friend', entry_coin: 7 }, ann.token)).body,
    ).toMatchObject({
      error: true,
      message: '258',
    });
    expect(
      (await post(t.app, 'create_room', { room_type: 'friend', entry_coin: 20 }, ann.token)).body,
    ).toMatchObject({
      error: true,
      message: '201',
    });
  });
});

describe('with rate limits on', () => {
  let limited: BattleTestApp;
  beforeAll(async () => {
    limited = await startBattleApp({ RATE_LIMIT: 'on' });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('limits code guesses per address, so that new accounts buy no new guesses', async () => {
    // Three accounts on one address spend the address's 60 guesses a minute, 20 each (each player's own
    // budget); a fourth account, which has guessed nothing, is refused from its first guess.
    const guessers = [await limited.player('G1'), await limited.player('G2'), await limited.player('G3')];
    let n = 0;
    for (const guesser of guessers)
      for (let i = 0; i < 20; i++)
        expect(await guesser.refused('room:join', { code: `QQQQ${100 + n++}` })).toBe('244');
    const fresh = await limited.player('G4');
    expect(await fresh.refused('room:join', { code: 'QQQQ999' })).toBe('213');
  });
});
