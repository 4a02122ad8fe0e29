import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationKinds } from '../../contract';
import { notify } from '../domains/notification/notify';
import { ok, post, signUp, startTestApp, type TestApp } from './harness';
import { startLevel, submit } from './play-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const broadcast = (title: string) =>
  notify(t.database.db, null, { type: 'broadcast', title, message: `${title} text` });

describe('notifications', () => {
  it('merge the broadcasts sent since sign-up with the player own ones, never another player', async () => {
    await broadcast('Before anyone joined');
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    await broadcast('Welcome, quizzers');
    await submit(t.app, t.database, other.token, await startLevel(t.app, other.token), 0);
    await notify(t.database.db, me.user.id, { type: 'referral', title: 'A friend joined with your code' });

    const mine = await post(t.app, 'get_notifications', {}, me.token);
    expect(mine.body).toMatchObject({ error: false, total: 2 });
    const list = (mine.body as { data: { title: string; users: string }[] }).data;
    expect(list.map((n) => [n.title, n.users])).toEqual([
      ['A friend joined with your code', 'selected'],
      ['Welcome, quizzers', 'all'],
    ]);
    expect(new Set(list.map((n) => JSON.stringify(n))).size).toBe(2);

    const theirs = await ok(t.app, 'get_notifications', {}, other.token);
    expect(theirs.map((n) => n.type)).toEqual(['badge', 'broadcast']);
    expect(theirs.some((n) => n.title.includes('friend'))).toBe(false);
  });

  it('paginate with offset, limit and order, with the total of all pages', async () => {
    const { token, user } = await signUp(t.app);
    for (let i = 1; i <= 7; i++) await notify(t.database.db, user.id, { type: 'coins', title: `Note ${i}` });
    const first = await post(t.app, 'get_notifications', { limit: 3 }, token);
    expect(first.body).toMatchObject({ total: 7 });
    expect((first.body as { data: { title: string }[] }).data.map((n) => n.title)).toEqual([
      'Note 7',
      'Note 6',
      'Note 5',
    ]);
    const last = await ok(t.app, 'get_notifications', { limit: 3, offset: 6 }, token);
    expect(last.map((n) => n.title)).toEqual(['Note 1']);
    const oldest = await ok(t.app, 'get_notifications', { limit: 2, order: 'asc', sort: 'date_sent' }, token);
    expect(oldest.map((n) => n.title)).toEqual(['Note 1', 'Note 2']);
    const bad = await post(t.app, 'get_notifications', { sort: 'id; DROP TABLE users' }, token);
    expect(bad.status).toBe(400);
    const empty = await signUp(t.app);
    expect(await post(t.app, 'get_notifications', {}, empty.token)).toMatchObject({
      status: 200,
      body: { error: false, data: [], total: 0 },
    });
  });

  it('count unread ones until the player reads them, only forward and never past the newest', async () => {
    const { token, user } = await signUp(t.app);
    expect(await ok(t.app, 'get_notification_count', {}, token)).toEqual({ unread: 0, last_read_id: 0 });
    await submit(t.app, t.database, token, await startLevel(t.app, token), 0);
    await broadcast('Season two');
    expect((await ok(t.app, 'get_notification_count', {}, token)).unread).toBe(2);

    const list = await ok(t.app, 'get_notifications', {}, token);
    expect(list.every((n) => n.unread)).toBe(true);
    const newest = Math.max(...list.map((n) => n.id));
    expect(await ok(t.app, 'set_notifications_read', { last_id: newest }, token)).toEqual({
      unread: 0,
      last_read_id: newest,
    });
    expect((await ok(t.app, 'get_notifications', {}, token)).some((n) => n.unread)).toBe(false);
    // An older page read later does not bring them back; a made-up id cannot pre-read future ones.
    await ok(t.app, 'set_notifications_read', { last_id: 1 }, token);
    await ok(t.app, 'set_notifications_read', { last_id: newest + 1000 }, token);
    await notify(t.database.db, user.id, { type: 'coins', title: 'New' });
    expect(await ok(t.app, 'get_notification_count', {}, token)).toEqual({ unread: 1, last_read_id: newest });
  });

  it('word a payment notification by the request final state', async () => {
    const { token, user } = await signUp(t.app);
    const r = await t.database.db.execute<{ id: number }>(sql`INSERT INTO payment_requests
      (user_id, payment_type, payment_address, coin_used, amount_cents, status)
      VALUES (${user.id}, 'paypal', 'me@example.com', 100, 1000, 'rejected') RETURNING id`);
    await t.database.db.execute(
      sql`UPDATE payment_requests SET reason = 'Unknown PayPal ID' WHERE id = ${r.rows[0]!.id}`,
    );
    await notify(t.database.db, user.id, {
      type: 'payment',
      typeId: String(r.rows[0]!.id),
      title: 'Payment request rejected',
    });
    const [n] = await ok(t.app, 'get_notifications', {}, token);
    expect(n).toMatchObject({
      type: 'payment_rejected',
      type_id: String(r.rows[0]!.id),
      reason: 'Unknown PayPal ID',
    });
  });

  it('leave a muted kind out of the list, the total and the unread count, and bring it back when unmuted', async () => {
    const { token, user } = await signUp(t.app);
    const other = await signUp(t.app);
    expect(await ok(t.app, 'get_notification_preferences', {}, token)).toEqual({
      kinds: Object.fromEntries(notificationKinds.map((k) => [k, true])),
    });
    await notify(t.database.db, user.id, { type: 'contest_started', title: 'Friday cup has started' });
    await notify(t.database.db, user.id, { type: 'referral', title: 'A friend joined' });
    await broadcast('Maintenance tonight');
    await notify(t.database.db, user.id, { type: 'contest_won', title: 'You won a prize' });
    await notify(t.database.db, other.user.id, { type: 'contest_won', title: 'They won a prize' });

    // Muting twice is one mute; both of the contest's types and the broadcast go.
    await ok(t.app, 'set_notification_preferences', { contest: '0' }, token);
    const saved = await ok(t.app, 'set_notification_preferences', { contest: '0', broadcast: '0' }, token);
    expect(saved.kinds).toMatchObject({ contest: false, broadcast: false, referral: true, badge: true });
    const list = await post(t.app, 'get_notifications', {}, token);
    expect(list.body).toMatchObject({ total: 1 });
    expect((list.body as { data: { title: string }[] }).data.map((n) => n.title)).toEqual([
      'A friend joined',
    ]);
    expect(await ok(t.app, 'get_notification_count', {}, token)).toMatchObject({ unread: 1 });

    // Reading everything marks only what the player can see: the muted ones above it stay unread for later.
    const read = await ok(t.app, 'set_notifications_read', { last_id: 1_000_000 }, token);
    expect(read.unread).toBe(0);

    // Another player's choices are their own.
    expect((await ok(t.app, 'get_notifications', {}, other.token)).map((n) => n.type)).toContain(
      'contest_won',
    );

    await ok(t.app, 'set_notification_preferences', { contest: '1', broadcast: '1' }, token);
    const back = await ok(t.app, 'get_notifications', {}, token);
    expect(back.map((n) => [n.type, n.unread])).toEqual([
      ['contest_won', true],
      ['broadcast', true],
      ['referral', false],
      ['contest_started', false],
    ]);
    expect(await ok(t.app, 'get_notification_count', {}, token)).toMatchObject({ unread: 2 });
  });

  it('refuse a switch that is neither on nor off, changing nothing', async () => {
    const { token } = await signUp(t.app);
    const bad = await post(t.app, 'set_notification_preferences', { badge: '0', contest: 'maybe' }, token);
    expect(bad.status).toBe(400);
    expect((await ok(t.app, 'get_notification_preferences', {}, token)).kinds.badge).toBe(true);
    expect((await post(t.app, 'get_notification_preferences', {})).status).toBe(401);
  });
});
