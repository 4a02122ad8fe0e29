import { sql } from 'drizzle-orm';
import { battleServiceOf } from '../realtime/socket-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './harness';
import {
  autoPlay,
  friendBattle,
  leaksBeforeAnswer,
  startBattleApp,
  testTimings,
  type BattleTestApp,
} from './battle-support';

let t: BattleTestApp;
beforeAll(async () => {
  t = await startBattleApp();
});
afterAll(async () => {
  await t?.close();
});

const count = async (query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<{ n: number }>(query)).rows[0]!.n;

describe('random battles', () => {
  it('pairs two searching players and plays them on the server clock', async () => {
    const [ann, ben] = [await t.player('Ann'), await t.player('Ben')];
    const first = await ann.call('battle:search', { category: 0 });
    expect(first).toMatchObject({ matched: false, room_id: null });
    const second = await ben.call('battle:search', { category: 0 });
    expect(second.matched).toBe(true);
    const roomId = second.room_id!;
    expect(await ann.waitFor('battle:matched')).toEqual({ room_id: roomId });
    const started = await ann.waitFor('battle:started', (r) => r.room_id === roomId);
    expect(started.players.map((p) => p.user_id).sort()).toEqual([ann.userId, ben.userId].sort());
    expect(await t.coins(ann.userId)).toBe(5);

    // The test reads the stored answers (players never can) so that Ann wins for sure.
    const { rows } = await t.database.db.execute<{ answers: string[] }>(
      sql`SELECT array(SELECT q->>'answer' FROM jsonb_array_elements(questions) q) AS answers
          FROM battle_rooms WHERE id = ${roomId}`,
    );
    const answers = rows[0]!.answers;
    const [result] = await Promise.all([
      autoPlay(ann, roomId, (i) => answers[i]!),
      autoPlay(ben, roomId, (i, keys) => keys.find((k) => k !== answers[i])!),
    ]);
    expect(result.kind).toBe('random');
    expect(result.standings.find((s) => s.user_id === ann.userId)).toMatchObject({
      outcome: 'won',
      coins: 10,
    });
    expect(await t.coins(ann.userId)).toBe(15);
    expect(await t.coins(ben.userId)).toBe(5);
    const annScore = result.standings.find((s) => s.user_id === ann.userId)!.score;
    expect(annScore).toBeGreaterThanOrEqual(12);
    expect(
      await count(sql`SELECT sum(points)::int AS n FROM score_events WHERE user_id = ${ann.userId}`),
    ).toBe(annScore);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM user_badges WHERE user_id = ${ann.userId} AND badge_type = 'combat_winner'`,
      ),
    ).toBe(1);
    for (const client of [ann, ben]) expect(leaksBeforeAnswer(client, roomId)).toEqual([]);
    expect(await count(sql`SELECT count(*)::int AS n FROM battle_queue`)).toBe(0);
  });

  it('gives up after the search time and offers the bot', async () => {
    t.timings().searchMs = 200;
    try {
      const cid = await t.player('Cid');
      expect((await cid.call('battle:search', {})).matched).toBe(false);
      expect(await cid.waitFor('battle:search_timeout')).toEqual({ code: '256' });
      expect(
        await count(sql`SELECT count(*)::int AS n FROM battle_queue WHERE user_id = ${cid.userId}`),
      ).toBe(0);
    } finally {
      t.timings().searchMs = testTimings.searchMs;
    }
  });

  it('plays the bot for nothing: no fee, coins, score, statistics or badges', async () => {
    const dee = await t.player('Dee');
    const before = await t.coins(dee.userId);
    t.timings().botMinMs = 10;
    t.timings().botMaxMs = 50;
    const snapshot = await dee.call('battle:bot', {});
    const bot = snapshot.players.find((p) => p.is_bot)!;
    expect(bot).toMatchObject({ user_id: 0, name: 'Quiz Bot' });
    const result = await autoPlay(dee, snapshot.room_id, (_i, keys) => keys[0]!);
    expect(result.standings.every((s) => s.coins === 0)).toBe(true);
    expect(result.standings.find((s) => s.is_bot)!.score).toBeGreaterThanOrEqual(0);
    expect(await t.coins(dee.userId)).toBe(before);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM battle_results WHERE user_id = ${dee.userId}`),
    ).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM score_events WHERE user_id = ${dee.userId}`)).toBe(
      0,
    );
    expect(await count(sql`SELECT count(*)::int AS n FROM user_badges WHERE user_id = ${dee.userId}`)).toBe(
      0,
    );
    expect((await ok(t.app, 'get_battle_statistics', {}, dee.token)).myreport.played).toBe(0);
  });
});

describe('group battles', () => {
  it('seats four, ranks by correct answers and splits the pot among the winners', async () => {
    const players = [await t.player('G1'), await t.player('G2'), await t.player('G3'), await t.player('G4')];
    const [owner, ...others] = players;
    const room = await ok(
      t.app,
      'create_room',
      { room_type: 'group', entry_coin: 5, no_of_que: 3 },
      owner!.token,
    );
    expect(room.max_players).toBe(4);
    await owner!.call('room:join', { code: room.room_code });
    expect(await owner!.refused('room:start', { room_id: room.room_id })).toBe('251');
    for (const p of others) await p.call('room:join', { code: room.room_code });
    const fifth = await t.player('G5');
    expect(await fifth.refused('room:join', { code: room.room_code })).toBe('244');
    await owner!.waitFor('room:state', (s) => s.players.length === 4);

    const done = players.map((p, i) => autoPlay(p, room.room_id, (_q, keys) => keys[i % keys.length]!));
    await owner!.call('room:start', { room_id: room.room_id });
    const [result] = await Promise.all(done);
    const best = Math.max(...result!.standings.map((s) => s.correct));
    const winners = result!.standings.filter((s) => s.correct === best);
    for (const s of result!.standings) {
      expect(s.outcome).toBe(s.correct === best ? 'won' : 'lost');
      expect(s.coins).toBe(s.correct === best ? Math.floor(20 / winners.length) : 0);
    }
    let total = 0;
    for (const p of players) total += await t.coins(p.userId);
    expect(total).toBe(40 - 20 + winners.length * Math.floor(20 / winners.length));
    for (const p of players) expect(leaksBeforeAnswer(p, room.room_id)).toEqual([]);
  });
});

describe('dropped players', () => {
  it('keeps the seat for a rejoin with the same score, and forfeits after the grace', async () => {
    const [ann, ben] = [await t.player('Ann'), await t.player('Ben')];
    const room = await friendBattle(t, ann, ben);
    const q0 = await ben.waitFor('battle:question', (q) => q.room_id === room.room_id);
    const verdict = await ben.call('battle:answer', {
      room_id: room.room_id,
      question_index: 0,
      answer: q0.question.options[0]!.key,
    });

    ben.close();
    const gone = await ann.waitFor('battle:player_left', (e) => e.user_id === ben.userId);
    expect(gone).toMatchObject({ forfeited: false, code: '254' });
    const back = await t.reconnect(ben);
    const snapshot = await back.call('room:rejoin', { room_id: room.room_id });
    expect(snapshot.players[snapshot.my_seat]).toMatchObject({ score: verdict.score, connected: true });
    expect(snapshot.my_answers).toEqual([verdict]);
    expect(snapshot.question_index).toBe(0);
    expect(snapshot.question?.id).toBe(q0.question.id);
    await ann.waitFor('battle:player_back', (e) => e.user_id === ben.userId);

    // Now Ben drops for good: after the (shortened) grace he forfeits and Ann wins the pot.
    t.timings().rejoinMs = 100;
    try {
      back.close();
      const out = await ann.waitFor('battle:player_left', (e) => e.user_id === ben.userId && e.forfeited);
      expect(out.code).toBe('254');
      const result = await ann.waitFor('battle:finished', (r) => r.room_id === room.room_id);
      expect(result.standings.find((s) => s.user_id === ann.userId)).toMatchObject({
        outcome: 'won',
        coins: 10,
      });
      expect(result.standings.find((s) => s.user_id === ben.userId)).toMatchObject({
        outcome: 'lost',
        forfeited: true,
      });
    } finally {
      t.timings().rejoinMs = testTimings.rejoinMs;
    }
  });

  it('ends the room when everyone has left', async () => {
    const [ann, ben, watcher] = [await t.player('Ann'), await t.player('Ben'), await t.player('Cid')];
    const room = await ok(
      t.app,
      'create_room',
      { room_type: 'group', entry_coin: 5, no_of_que: 3 },
      ann.token,
    );
    for (const p of [ann, ben, watcher]) await p.call('room:join', { code: room.room_code });
    await ann.call('room:start', { room_id: room.room_id });
    await ann.call('room:leave', { room_id: room.room_id });
    await ben.call('room:leave', { room_id: room.room_id });
    expect(await watcher.waitFor('battle:everyone_left')).toEqual({ room_id: room.room_id, code: '255' });
    const result = await watcher.waitFor('battle:finished', (r) => r.room_id === room.room_id);
    expect(result.standings.find((s) => s.user_id === watcher.userId)).toMatchObject({
      outcome: 'won',
      coins: 15,
    });
    await watcher.call('room:leave', { room_id: room.room_id });
  });
});

describe('a room whose process died', () => {
  it('is moved on by the sweep any process runs, from the state in the database', async () => {
    const [ann, ben] = [await t.player('Ann'), await t.player('Ben')];
    const room = await friendBattle(t, ann, ben);
    await ann.waitFor('battle:question', (q) => q.room_id === room.room_id && q.question_index === 0);
    // The owning process "dies": its clock for this room is gone and the deadline long past.
    const { engine } = battleServiceOf(t.app)!;
    engine.stopClock(room.room_id);
    await t.database.db.execute(
      sql`UPDATE battle_rooms SET deadline_at = now() - interval '1 minute' WHERE id = ${room.room_id}`,
    );
    expect(await engine.sweep()).toBeGreaterThanOrEqual(1);
    const reveal = await ben.waitFor('battle:reveal', (r) => r.room_id === room.room_id);
    expect(reveal.question_index).toBe(0);
    await ben.waitFor('battle:question', (q) => q.room_id === room.room_id && q.question_index === 1);
    for (const p of [ann, ben]) await p.call('room:leave', { room_id: room.room_id });
  });
});
