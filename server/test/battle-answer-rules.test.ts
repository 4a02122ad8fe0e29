import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battleServiceOf } from '../realtime/socket-server';
import {
  friendBattle,
  leaksBeforeAnswer,
  startBattleApp,
  testTimings,
  type BattleTestApp,
  type Client,
} from './battle-support';

/**
 * The answer path is one statement batch (record-answer.ts): these pin the rules it carries where the
 * friend/random tests do not reach — concurrent answers, the speed bonus measured from the stored
 * question start, the deadline while the question is still open, every refusal code, and prepared
 * statements across a replaced connection.
 */
let t: BattleTestApp;
beforeAll(async () => {
  t = await startBattleApp();
});
afterAll(async () => {
  await t?.close();
});

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T>(query)).rows;

/** The stored right options of a room (players never see them; the test reads the database). */
async function rightAnswers(roomId: string): Promise<string[]> {
  const [row] = await rows<{ answers: string[] }>(
    sql`SELECT array(SELECT q->>'answer' FROM jsonb_array_elements(questions) q) AS answers
        FROM battle_rooms WHERE id = ${roomId}`,
  );
  return row!.answers;
}

const question = (client: Client, roomId: string, index: number) =>
  client.waitFor('battle:question', (q) => q.room_id === roomId && q.question_index === index);

describe('battle answers', () => {
  it('scores once when two sockets of one player answer the same question at the same time', async () => {
    const [ann, ben] = [await t.player('Ann'), await t.player('Ben')];
    const annAgain = await t.reconnect(ann);
    const room = await friendBattle(t, ann, ben);
    await question(ann, room.room_id, 0);
    const [right] = await rightAnswers(room.room_id);
    const payload = { room_id: room.room_id, question_index: 0, answer: right! };
    const envelopes = await Promise.all(
      [ann, annAgain, ann, annAgain, ann, annAgain].map((c) => c.emit('battle:answer', payload)),
    );
    const accepted = envelopes.flatMap((e) => (e.error ? [] : [e.data]));
    expect(accepted).toHaveLength(1);
    expect(envelopes.filter((e) => e.error).map((e) => e.error && e.message)).toEqual(Array(5).fill('215'));
    expect(accepted[0]).toMatchObject({ correct: true, correct_answer: right, correct_count: 1 });

    const stored = await rows<{ n: number; points: number }>(
      sql`SELECT count(*)::int AS n, sum(points)::int AS points FROM battle_answers
          WHERE room_id = ${room.room_id} AND question_index = 0`,
    );
    expect(stored[0]).toEqual({ n: 1, points: accepted[0]!.points });
    const [seat] = await rows<{ score: number; correct: number }>(
      sql`SELECT score, correct FROM battle_players WHERE room_id = ${room.room_id} AND user_id = ${ann.userId}`,
    );
    expect(seat).toEqual({ score: accepted[0]!.points, correct: 1 });
    // Ben's answer closes question 0; by its reveal every progress event of question 0 has reached him.
    await ben.call('battle:answer', payload);
    await ben.waitFor('battle:reveal', (r) => r.room_id === room.room_id && r.question_index === 0);
    const annProgress = ben
      .events('battle:progress')
      .filter((p) => p.room_id === room.room_id && p.question_index === 0 && p.seat === 0);
    expect(annProgress).toEqual([
      { room_id: room.room_id, seat: 0, question_index: 0, score: seat!.score, correct: 1 },
    ]);
  });

  it('closes each question as soon as the last player answers, even when both answer at once', async () => {
    // With a 10-minute window, only "everyone has answered" can move these rooms on.
    t.timings().questionMs = 600_000;
    try {
      const [ann, ben] = [await t.player('Ann'), await t.player('Ben')];
      const room = await friendBattle(t, ann, ben);
      const right = await rightAnswers(room.room_id);
      for (const index of [0, 1, 2]) {
        await Promise.all([question(ann, room.room_id, index), question(ben, room.room_id, index)]);
        const wrong = (await question(ben, room.room_id, index)).question.options.find(
          (o) => o.key !== right[index],
        )!.key;
        const [annVerdict, benVerdict] = await Promise.all([
          ann.call('battle:answer', { room_id: room.room_id, question_index: index, answer: right[index]! }),
          ben.call('battle:answer', { room_id: room.room_id, question_index: index, answer: wrong }),
        ]);
        expect(annVerdict).toMatchObject({ correct: true, correct_count: index + 1 });
        expect(benVerdict).toMatchObject({ correct: false, points: 0, score: 0, correct_count: 0 });
        const reveal = await ann.waitFor(
          'battle:reveal',
          (r) => r.room_id === room.room_id && r.question_index === index,
        );
        expect(reveal.correct_answer).toBe(right[index]);
      }
      const result = await ann.waitFor('battle:finished', (r) => r.room_id === room.room_id);
      expect(result.standings.find((s) => s.user_id === ann.userId)).toMatchObject({ outcome: 'won' });
      for (const client of [ann, ben]) expect(leaksBeforeAnswer(client, room.room_id)).toEqual([]);
    } finally {
      t.timings().questionMs = testTimings.questionMs;
    }
  });

  it('measures the speed bonus from the stored question start: +2 within 2 s, +1 within 4 s, none after', async () => {
    const [ann, ben] = [await t.player('Ann'), await t.player('Ben')];
    const room = await friendBattle(t, ann, ben);
    await question(ann, room.room_id, 0);
    const right = await rightAnswers(room.room_id);
    const age = (seconds: number) =>
      t.database.db.execute(
        sql`UPDATE battle_rooms SET question_started_at = now() - make_interval(secs => ${seconds})
            WHERE id = ${room.room_id}`,
      );
    const answer = (client: Client, index: number) =>
      client.call('battle:answer', { room_id: room.room_id, question_index: index, answer: right[index]! });

    await age(3);
    expect(await answer(ann, 0)).toMatchObject({ points: 5, score: 5 });
    await age(5);
    expect(await answer(ben, 0)).toMatchObject({ points: 4, score: 4 });
    await question(ann, room.room_id, 1);
    expect(await answer(ann, 1)).toMatchObject({ points: 6, score: 11, correct_count: 2 });
    const stored = await rows<{ seat: number; points: number; elapsed_ms: number }>(
      sql`SELECT seat, points, elapsed_ms FROM battle_answers WHERE room_id = ${room.room_id} ORDER BY question_index, seat`,
    );
    expect(stored.map((a) => a.points)).toEqual([5, 4, 6]);
    expect(stored[0]!.elapsed_ms).toBeGreaterThanOrEqual(3_000);
    expect(stored[1]!.elapsed_ms).toBeGreaterThanOrEqual(5_000);
  });

  it('keeps answering when the database connection is replaced (statements are prepared per session)', async () => {
    const [ann, ben] = [await t.player('Ann'), await t.player('Ben')];
    const room = await friendBattle(t, ann, ben);
    await question(ann, room.room_id, 0);
    const right = await rightAnswers(room.room_id);
    const payload = (index: number) => ({
      room_id: room.room_id,
      question_index: index,
      answer: right[index]!,
    });
    expect(await ann.call('battle:answer', payload(0))).toMatchObject({ correct: true });
    // A new connection: on PostgreSQL a new session without the statements, on the embedded engine
    // the same session that already has them.
    const connection = await t.database.pool.connect();
    connection.release(true);
    expect(await ben.call('battle:answer', payload(0))).toMatchObject({ correct: true });
    await question(ann, room.room_id, 1);
    expect(await ann.call('battle:answer', payload(1))).toMatchObject({ correct_count: 2 });
  });

  it('refuses answers outside the game with their codes, and writes nothing', async () => {
    const [ann, ben, cid] = [await t.player('Ann'), await t.player('Ben'), await t.player('Cid')];
    const answer = (roomId: string, index = 0, given = 'a') => ({
      room_id: roomId,
      question_index: index,
      answer: given,
    });
    expect(await ann.refused('battle:answer', answer(randomUUID()))).toBe('244');

    const waiting = await friendBattle(t, ann, ben, false);
    expect(await ben.refused('battle:answer', answer(waiting.room_id))).toBe('259');
    await ann.call('room:delete', { room_id: waiting.room_id });
    expect(await ben.refused('battle:answer', answer(waiting.room_id))).toBe('247');
    expect(await cid.refused('battle:answer', answer(waiting.room_id))).toBe('249');

    const room = await friendBattle(t, ann, ben);
    await question(ann, room.room_id, 0);
    // A NUL byte cannot be stored: a malformed answer, not a server error.
    expect(await ann.refused('battle:answer', answer(room.room_id, 0, 'a\u0000'))).toBe('103');
    // The deadline (+ the 1 s grace) has passed but no clock closed the question yet: still late.
    battleServiceOf(t.app)!.engine.stopClock(room.room_id);
    await t.database.db.execute(
      sql`UPDATE battle_rooms SET deadline_at = now() - interval '1.5 seconds' WHERE id = ${room.room_id}`,
    );
    expect(await ann.refused('battle:answer', answer(room.room_id))).toBe('252');
    const [stored] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM battle_answers WHERE room_id IN (${waiting.room_id}, ${room.room_id})`,
    );
    expect(stored!.n).toBe(0);
    // Within the grace it still counts.
    await t.database.db.execute(
      sql`UPDATE battle_rooms SET deadline_at = now() - interval '0.3 seconds' WHERE id = ${room.room_id}`,
    );
    expect(await ann.call('battle:answer', answer(room.room_id))).toMatchObject({ question_index: 0 });
    await battleServiceOf(t.app)!.engine.closeQuestion(room.room_id, 0);
  });
});
