import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, sqlState } from '../db/transaction';
import { ok, post, signUp, startTestApp, type TestApp } from './harness';

/** Issue 12, "zero 5xx under fuzz": what the route and the socket accept, before any handler runs. */
let t: TestApp;
let player: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await startTestApp();
  player = await signUp(t.app, 'Boundary');
});
afterAll(async () => t?.close());

async function raw(action: string, body: string | Buffer, contentType?: string, token = player.token) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${action}`,
    payload: body,
    headers: { ...(contentType ? { 'content-type': contentType } : {}), authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() as { error: boolean; message: string; field?: string } };
}
const json = (action: string, payload: unknown) => raw(action, JSON.stringify(payload), 'application/json');
const refused = (field: string) => ({ status: 400, body: { error: true, message: '103', field } });

describe('text PostgreSQL cannot hold', () => {
  it('refuses a NUL in any field with 103 naming it, as multipart and as JSON, and writes nothing', async () => {
    // Before: PostgreSQL 22021 "invalid byte sequence" surfaced as a 500.
    expect(
      await post(t.app, 'apply_referral_code', { friends_code: 'AB\u0000CD' }, player.token),
    ).toMatchObject(refused('friends_code'));
    expect(await json('get_random_questions', { match_id: '\u0000room' })).toMatchObject(refused('match_id'));
    expect(await post(t.app, 'update_profile', { name: 'Eve\u0000il' }, player.token)).toMatchObject(
      refused('name'),
    );
    expect((await ok(t.app, 'get_user_by_id', {}, player.token)).name).toBe('Boundary');
  });

  it('refuses an unpaired surrogate rather than storing U+FFFD in its place', async () => {
    // Before: accepted, and the driver's UTF-8 encoding stored the replacement character.
    expect(await json('update_profile', { name: 'Ada\ud800' })).toMatchObject(refused('name'));
    expect(await json('update_profile', { name: '\udc00' })).toMatchObject(refused('name'));
    expect((await ok(t.app, 'get_user_by_id', {}, player.token)).name).toBe('Boundary');
    // A paired surrogate (an emoji) is ordinary text.
    expect((await json('update_profile', { name: 'Ada 😀' })).body).toMatchObject({ error: false });
  });

  it('finds a NUL inside a field that carries JSON, by its path', async () => {
    const res = await json('set_quiz_coin_score', {
      quiz_type: '1',
      match_id: '6f1c2a2e-4f7b-4d0a-9d7e-0c6d2f9b8a11',
      play_questions: [{ id: 1, answer: 'a\u0000' }],
    });
    expect(res).toMatchObject(refused('play_questions.0.answer'));
  });
});

describe('field types', () => {
  it('refuses an object whose String() throws where payment_type expects text', async () => {
    // Before: the payment method's preprocess called String({toString: 1}), which throws: a 500.
    const res = await json('set_payment_request', {
      payment_type: { toString: 1 },
      payment_address: 'a@example.com',
      coin_used: 1,
    });
    expect(res).toMatchObject(refused('payment_type'));
    expect(await json('get_tracker_data', { type: { toString: 1, valueOf: 1 } })).toMatchObject(
      refused('type'),
    );
  });

  it('refuses arrays, objects and booleans in text and number fields instead of reading something into them', async () => {
    // Before: a list gave its first element, true was 1 and [5] was 5.
    expect(await json('get_categories', { type: [1] })).toMatchObject(refused('type'));
    expect(await json('get_categories', { type: true })).toMatchObject(refused('type'));
    expect(await json('get_categories', { type: { n: 1 } })).toMatchObject(refused('type'));
    expect(await json('update_profile', { name: ['Mallory', 'Eve'] })).toMatchObject(refused('name'));
    const form = new URLSearchParams([
      ['type', '1'],
      ['type', '2'],
    ]).toString();
    expect(await raw('get_categories', form, 'application/x-www-form-urlencoded')).toMatchObject(
      refused('type'),
    );
  });

  it("reads Object.prototype's names as unknown words, not as keys of a lookup table", async () => {
    // Before: get_battle_statistics looked sort up in a plain object; '__proto__' found Object.prototype
    // and the query builder failed on it (500, found by npm run fuzz).
    for (const sort of ['__proto__', 'constructor', 'toString']) {
      const res = await post(t.app, 'get_battle_statistics', { sort }, player.token);
      expect(res, sort).toMatchObject({ status: 200, body: { error: false } });
    }
    expect(await post(t.app, 'get_tracker_data', { type: 'constructor' }, player.token)).toMatchObject(
      refused('type'),
    );
  });

  it('still takes JSON numbers where a form sends numeric text, enums of digits included', async () => {
    expect((await json('get_categories', { type: 1 })).body).toMatchObject({ error: false });
    const q = await t.database.db.execute<{ id: number }>(sql`SELECT id FROM questions ORDER BY id LIMIT 1`);
    const res = await json('set_bookmark', { question_id: q.rows[0]!.id, status: 0, type: 1 });
    expect(res.status).toBe(200);
  });
});

describe('bodies that cannot be read', () => {
  const multipart = 'multipart/form-data; boundary=XYZ';
  it('answers 400 with 103 for malformed multipart bodies', async () => {
    // Before: busboy's "Unexpected end of multipart data" reached the error handler without a status: 500.
    for (const body of [
      '--XYZ',
      'no boundary at all',
      '--XYZ\r\nContent-Disposition: form-data; name="type"\r\n\r\n1',
      Buffer.from([0x35, 0x01, 0x00]),
    ]) {
      expect(await raw('get_categories', body, multipart), String(body)).toMatchObject({
        status: 400,
        body: { error: true, message: '103' },
      });
    }
  });

  it('answers the other unreadable bodies with a 4xx envelope', async () => {
    const cases: [string, string | undefined][] = [
      ['{"type":', 'application/json'],
      ['', 'application/json'],
      ['{"__proto__":{"x":1}}', 'application/json'],
      ['%zz=%E0%A4%A', 'application/x-www-form-urlencoded'],
      ['<a/>', 'application/xml'],
      ['--XYZ\r\n\r\n--XYZ--', 'multipart/form-data'],
    ];
    for (const [body, type] of cases) {
      const res = await raw('get_categories', body, type);
      expect(res.status, `${type} ${body}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${type} ${body}`).toBeLessThan(500);
      expect(res.body.message, `${type} ${body}`).toMatch(/^\d{3}$/);
    }
  });
});

describe('socket events', () => {
  let socket: Socket | undefined;
  afterAll(() => socket?.close());

  it('refuse a NUL in a payload like any malformed payload (103)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    socket = connect(url, { auth: { token: player.token }, transports: ['websocket'], reconnection: false });
    await new Promise((resolve) => socket!.once('session:ready', resolve));
    expect(await socket.emitWithAck('room:join', { code: 'AB\u0000C' })).toMatchObject({
      error: true,
      message: '103',
    });
    // The same code without the NUL is merely unknown.
    expect(await socket.emitWithAck('room:join', { code: 'ABC' })).toMatchObject({ error: true });
  });
});

describe('inTransaction', () => {
  it('runs a transaction PostgreSQL aborted as a serialisation failure again, leaving no trace of the first run', async () => {
    await t.database.db.execute(sql`CREATE TABLE IF NOT EXISTS retry_probe (n int)`);
    let runs = 0;
    const result = await inTransaction(t.database.db, async (tx) => {
      runs += 1;
      await tx.execute(sql`INSERT INTO retry_probe VALUES (${runs})`);
      if (runs === 1)
        await tx.execute(
          sql`DO $$ BEGIN RAISE EXCEPTION 'probe' USING ERRCODE = 'serialization_failure'; END $$`,
        );
      return runs;
    });
    expect(result).toBe(2);
    const rows = await t.database.db.execute<{ n: number }>(sql`SELECT n FROM retry_probe`);
    expect(rows.rows).toEqual([{ n: 2 }]);
  });

  it('gives up after three runs, and never runs other errors again', async () => {
    let runs = 0;
    const deadlock = inTransaction(t.database.db, async (tx) => {
      runs += 1;
      await tx.execute(sql`DO $$ BEGIN RAISE EXCEPTION 'probe' USING ERRCODE = 'deadlock_detected'; END $$`);
    });
    await expect(deadlock).rejects.toSatisfy((err) => sqlState(err) === '40P01');
    expect(runs).toBe(3);
    runs = 0;
    const unique = inTransaction(t.database.db, async (tx) => {
      runs += 1;
      await tx.execute(sql`DO $$ BEGIN RAISE EXCEPTION 'probe' USING ERRCODE = 'unique_violation'; END $$`);
    });
    await expect(unique).rejects.toSatisfy((err) => sqlState(err) === '23505');
    expect(runs).toBe(1);
  });
});
