import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../../contract';
import { ok, post, signUp, signUpAdmin, startTestApp, type TestApp } from './harness';
import { auditRows, dataOf, notificationsOf } from './admin-support';
import { startLevel, submit } from './play-helpers';
import { ageRequests, balanceAndLedger, paypal, playerWithCoins } from './wallet-support';

// The console's payout queue and dashboard (issue 17).

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t?.close());

const decide = (fields: Record<string, string | number>) =>
  post(t.app, 'admin_update_payment_request', fields, admin.token);

describe('admin_list_payments', () => {
  it('lists pending requests oldest first by default, filters by status, player and search', async () => {
    const first = await playerWithCoins(t, admin.token, 300);
    const second = await playerWithCoins(t, admin.token, 300);
    const a = await ok(t.app, 'set_payment_request', paypal(200), first.token);
    const b = await ok(
      t.app,
      'set_payment_request',
      paypal(200, { payment_address: 'payee-bee@example.com' }),
      second.token,
    );
    await t.database.db.execute(
      sql`UPDATE payment_requests SET created_at = now() - interval '1 hour' WHERE id = ${b.request.id}`,
    );
    await ok(
      t.app,
      'admin_update_payment_request',
      { payment_id: a.request.id, status: 'completed' },
      admin.token,
    );

    const queue = await ok(t.app, 'admin_list_payments', {}, admin.token);
    const ids = queue.rows.map((r) => r.id);
    expect(ids.indexOf(b.request.id)).toBeLessThan(ids.indexOf(a.request.id));
    expect(queue.rows.find((r) => r.id === b.request.id)).toMatchObject({
      user_id: second.user.id,
      user_email: second.email,
      status: 'pending',
      coin_used: 200,
    });
    const pending = await ok(t.app, 'admin_list_payments', { status: 'pending' }, admin.token);
    expect(pending.rows.every((r) => r.status === 'pending')).toBe(true);
    const mine = await ok(t.app, 'admin_list_payments', { user_id: first.user.id }, admin.token);
    expect(mine.rows.map((r) => r.id)).toEqual([a.request.id]);
    // A search text no random test address can contain (they end in hex digits, "…b@example.com").
    const found = await ok(t.app, 'admin_list_payments', { q: 'payee-bee' }, admin.token);
    expect(found.rows.map((r) => r.id)).toEqual([b.request.id]);
    const byCoins = await ok(
      t.app,
      'admin_list_payments',
      { sort: 'coin_used', order: 'asc', limit: 1 },
      admin.token,
    );
    expect(byCoins.rows).toHaveLength(1);
    expect((await post(t.app, 'admin_list_payments', { status: 'paid' }, admin.token)).body.error).toBe(true);
  });
});

describe('admin_update_payment_request', () => {
  it('marks paid with a reference the player sees; a double click answers the same, notifies once', async () => {
    const p = await playerWithCoins(t, admin.token, 250);
    const { request } = await ok(t.app, 'set_payment_request', paypal(250), p.token);
    const fields = { payment_id: request.id, status: 'completed', reference: 'PP-7781' };
    const results = await Promise.all(Array.from({ length: 6 }, () => decide(fields)));
    expect(results.every((r) => !r.body.error)).toBe(true);
    expect(results.map((r) => dataOf(r.body))).toMatchObject(
      Array(6).fill({ coins: 0, request: { status: 'completed', reference: 'PP-7781' } }),
    );
    const [mine] = await ok(t.app, 'get_payment_request', {}, p.token);
    expect(mine).toMatchObject({ status: 'completed', reference: 'PP-7781' });
    const sent = (await notificationsOf(t, p.user.id)).filter((n) => n.type === 'payment');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.message).toContain('PP-7781');
    const audits = await auditRows(t, 'admin_update_payment_request', request.id);
    expect(audits).toHaveLength(6);
    expect(audits.filter((a) => !(a.after as { repeated?: boolean }).repeated)).toMatchObject([
      { before: { status: 'pending' }, after: { status: 'completed', reference: 'PP-7781' } },
    ]);
    // Another decision on a decided request: the existing "not pending".
    const reject = await decide({ payment_id: request.id, status: 'rejected', reason: 'Too late' });
    expect(reject.body).toMatchObject({ error: true, message: codes.notPending });
    expect(await balanceAndLedger(t, p.user.id)).toMatchObject({ coins: 0, ledger: 0 });
  });

  it('a rejection needs a reason, refunds once under double clicks, and keeps no reference', async () => {
    const p = await playerWithCoins(t, admin.token, 180);
    const { request } = await ok(t.app, 'set_payment_request', paypal(180), p.token);
    const bare = await decide({ payment_id: request.id, status: 'rejected' });
    expect(bare.body).toMatchObject({ error: true, message: codes.rejectionNeedsReason });
    const blank = await decide({ payment_id: request.id, status: 'rejected', reason: '   ' });
    expect(blank.body).toMatchObject({ error: true, message: codes.rejectionNeedsReason });
    expect(await auditRows(t, 'admin_update_payment_request', request.id)).toEqual([]);

    const fields = { payment_id: request.id, status: 'rejected', reason: 'Address closed', reference: 'X' };
    const results = await Promise.all(Array.from({ length: 6 }, () => decide(fields)));
    expect(results.every((r) => !r.body.error)).toBe(true);
    expect(dataOf(results[0]!.body)).toMatchObject({
      coins: 180,
      request: { status: 'rejected', reason: 'Address closed', reference: '' },
    });
    expect(await balanceAndLedger(t, p.user.id)).toMatchObject({ coins: 180, ledger: 180 });
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM coin_ledger WHERE user_id = ${p.user.id} AND reason = 'redeemRejected'`,
    );
    expect(rows[0]!.n).toBe(1);
    expect((await notificationsOf(t, p.user.id)).filter((n) => n.type === 'payment')).toHaveLength(1);
    const missing = await decide({ payment_id: 9_999_999, status: 'completed' });
    expect(missing.body).toMatchObject({ error: true, message: codes.notFound });
    const cancelled = await playerWithCoins(t, admin.token, 150);
    const c = await ok(t.app, 'set_payment_request', paypal(150), cancelled.token);
    await ok(t.app, 'delete_pending_payment_request', { payment_id: c.request.id }, cancelled.token);
    const late = await decide({ payment_id: c.request.id, status: 'completed' });
    expect(late.body).toMatchObject({ error: true, message: codes.notPending });
  });
});

describe('admin_get_dashboard', () => {
  it('counts players, games by mode, ledger totals and queues, with 14-day series', async () => {
    const before = await ok(t.app, 'admin_get_dashboard', {}, admin.token);
    const p = await playerWithCoins(t, admin.token, 400);
    const attempt = await startLevel(t.app, p.token);
    await submit(t.app, t.database, p.token, attempt, attempt.questions.length);
    await ageRequests(t, p.user.id);
    await ok(t.app, 'set_payment_request', paypal(150), p.token);
    await t.database.db.execute(
      sql`INSERT INTO question_reports (user_id, question_id, message)
          SELECT ${p.user.id}, id, 'typo' FROM questions ORDER BY id LIMIT 1`,
    );
    const after = await ok(t.app, 'admin_get_dashboard', {}, admin.token);
    expect(after.players.total).toBe(before.players.total + 1);
    expect(after.players.new_today).toBe(before.players.new_today + 1);
    expect(after.players.new_7d).toBe(before.players.new_7d + 1);
    expect(after.players.active_today).toBeGreaterThanOrEqual(before.players.active_today + 1);
    const games = (d: typeof after) => d.games_today.find((g) => g.mode === attempt.quiz_type)?.count ?? 0;
    expect(games(after)).toBe(games(before) + 1);
    expect(after.coins.issued_today).toBeGreaterThanOrEqual(before.coins.issued_today + 400);
    expect(after.coins.spent_today).toBeGreaterThanOrEqual(before.coins.spent_today + 150);
    expect(after.coins.issued_30d).toBeGreaterThanOrEqual(after.coins.issued_today);
    expect(after.pending_payouts.count).toBe(before.pending_payouts.count + 1);
    expect(after.pending_payouts.coins).toBe(before.pending_payouts.coins + 150);
    expect(after.open_reports).toBe(before.open_reports + 1);
    expect(after.new_players_by_day).toHaveLength(14);
    expect(after.games_by_day).toHaveLength(14);
    const last = (s: { day: string; count: number }[]) => s.at(-1)!;
    expect(last(after.new_players_by_day).count).toBe(last(before.new_players_by_day).count + 1);
    expect(last(after.games_by_day).count).toBe(last(before.games_by_day).count + 1);
    expect(after.new_players_by_day[0]!.day < last(after.new_players_by_day).day).toBe(true);
  });

  it('counts days in the system_timezone calendar, an unknown zone as UTC', async () => {
    const setZone = async (zone: string) => {
      await t.database.db.execute(
        sql`INSERT INTO settings (key, value) VALUES ('system_timezone', ${zone})
            ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      );
      // The settings cache lives a few seconds.
      await new Promise((resolve) => setTimeout(resolve, 5_100));
    };
    const dayIn = (timeZone: string) => new Date().toLocaleDateString('en-CA', { timeZone });
    try {
      await setZone('Pacific/Kiritimati');
      const ahead = await ok(t.app, 'admin_get_dashboard', {}, admin.token);
      expect(ahead.new_players_by_day.at(-1)!.day).toBe(dayIn('Pacific/Kiritimati'));
      await setZone('Not/AZone');
      const unknown = await ok(t.app, 'admin_get_dashboard', {}, admin.token);
      expect(unknown.new_players_by_day.at(-1)!.day).toBe(dayIn('UTC'));
    } finally {
      await setZone('UTC');
    }
  }, 30_000);
});

it('a player gets none of it', async () => {
  const p = await signUp(t.app);
  expect((await post(t.app, 'admin_get_dashboard', {}, p.token)).status).toBe(403);
});
