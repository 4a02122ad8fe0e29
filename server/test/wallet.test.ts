import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentResultSchema, trackerEntrySchema } from '../../contract';
import { moveCoins } from '../domains/wallet/ledger';
import { ok, post, signUp, signUpAdmin, startTestApp, type TestApp } from './harness';
import { ageRequests, balanceAndLedger, grant, paypal } from './wallet-support';

let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpAdmin(t);
});
afterAll(async () => t?.close());

/** A new player (10 welcome coins) topped up to `coins`. */
async function playerWith(coins: number) {
  const player = await signUp(t.app);
  if (coins > 10) await grant(t, admin.token, player.user.id, coins - 10);
  return player;
}

const refunds = async (userId: number) =>
  (
    await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM coin_ledger WHERE user_id = ${userId} AND ref LIKE 'payment-refund:%'`,
    )
  ).rows[0]!.n;

const notificationsOf = async (userId: number) =>
  (
    await t.database.db.execute<{ type: string; type_id: string; title: string; message: string }>(
      sql`SELECT type, type_id, title, message FROM notifications WHERE user_id = ${userId} ORDER BY id`,
    )
  ).rows;

describe('coin history', () => {
  it('lists income and spending newest first with the balance after each, paginated', async () => {
    const { token } = await playerWith(250);
    const { request } = await ok(t.app, 'set_payment_request', paypal(100), token);

    const all = await post(t.app, 'get_tracker_data', {}, token);
    expect(all.body).toMatchObject({ error: false, total: 3 });
    const rows = trackerEntrySchema.array().parse(all.body.error ? [] : all.body.data);
    expect(rows.map((r) => [r.reason, r.amount, r.balance])).toEqual([
      ['redeemRequest', -100, 150],
      ['adminGrant', 240, 250],
      ['welcomeBonus', 10, 10],
    ]);
    expect(rows[0]!.ref).toBe(`payment:${request.id}`);

    for (const type of ['1', 'income', 'Earn']) {
      const income = await ok(t.app, 'get_tracker_data', { type }, token);
      expect(income.map((r) => r.reason)).toEqual(['adminGrant', 'welcomeBonus']);
    }
    for (const type of ['2', 'spend', 'debit']) {
      const spend = await post(t.app, 'get_tracker_data', { type }, token);
      expect(spend.body).toMatchObject({ total: 1, data: [{ reason: 'redeemRequest', amount: -100 }] });
    }
    const page2 = await post(t.app, 'get_tracker_data', { offset: 1, limit: 1 }, token);
    expect(page2.body).toMatchObject({ total: 3, data: [{ reason: 'adminGrant' }] });
    expect((await post(t.app, 'get_tracker_data', { type: 'sideways' }, token)).status).toBe(400);
  });

  it('is an empty list, not an error, when a filter has nothing', async () => {
    const { token } = await signUp(t.app);
    expect((await post(t.app, 'get_tracker_data', { type: 'spend' }, token)).body).toEqual({
      error: false,
      data: [],
      total: 0,
    });
  });
});

describe('redeem requests', () => {
  it('debits the coins in the same step as the request, at the server’s rate', async () => {
    const { token, user } = await playerWith(215);
    const res = await post(t.app, 'set_payment_request', paypal(205, { details: 'Thanks!' }), token);
    expect(res.body).toMatchObject({ error: false, message: '111', data: { coins: 10 } });
    const request = paymentResultSchema.parse(res.body.error ? null : res.body.data).request;
    expect(request).toMatchObject({
      payment_type: 'paypal',
      payment_address: 'player@example.com',
      coin_used: 205,
      payment_amount: 20.5,
      status: 'pending',
      details: 'Thanks!',
      status_date: '',
    });
    expect(await balanceAndLedger(t, user.id)).toMatchObject({ coins: 10, ledger: 10 });
    const list = await post(t.app, 'get_payment_request', {}, token);
    expect(list.body).toMatchObject({ total: 1, data: [{ id: request.id, status: 'pending' }] });
  });

  it('accepts a matching payment_amount and refuses one that disagrees, writing nothing', async () => {
    const { token, user } = await playerWith(300);
    const wrong = await post(t.app, 'set_payment_request', paypal(100, { payment_amount: '100' }), token);
    expect(wrong.body).toMatchObject({ error: true, message: '224', field: 'payment_amount' });
    expect(await balanceAndLedger(t, user.id)).toMatchObject({ coins: 300, ledger: 300 });
    await ok(t.app, 'set_payment_request', paypal(100, { payment_amount: '10.00' }), token);
    expect((await balanceAndLedger(t, user.id)).coins).toBe(200);
  });

  it('enforces the minimum and the balance', async () => {
    const { token, user } = await playerWith(150);
    const small = await post(t.app, 'set_payment_request', paypal(99), token);
    expect(small.body).toMatchObject({ error: true, message: '225', field: 'coin_used' });
    const tooMany = await post(t.app, 'set_payment_request', paypal(151), token);
    expect(tooMany.body).toMatchObject({ error: true, message: '201' });
    expect(await balanceAndLedger(t, user.id)).toMatchObject({ coins: 150, ledger: 150, entries: 2 });
    const rows = await t.database.db.execute(sql`SELECT 1 FROM payment_requests WHERE user_id = ${user.id}`);
    expect(rows.rows).toHaveLength(0);
  });

  it('validates the address for each payout method and stores it normalised', async () => {
    const { token, user } = await playerWith(1000);
    const bad: [string, string, string][] = [
      ['paypal', 'not-an-email', '226'],
      ['paypal', 'a@b', '226'],
      ['mobile', '12345', '220'],
      ['mobile', 'call me', '220'],
      ['upi', 'name.bank', '227'],
      ['upi', 'name@', '227'],
      ['upi', 'na me@okaxis', '227'],
    ];
    for (const [payment_type, payment_address, code] of bad) {
      const res = await post(
        t.app,
        'set_payment_request',
        { payment_type, payment_address, coin_used: 100 },
        token,
      );
      expect(res.body, `${payment_type} ${payment_address}`).toMatchObject({
        error: true,
        message: code,
        field: 'payment_address',
      });
    }
    const unknown = await post(
      t.app,
      'set_payment_request',
      { payment_type: 'bitcoin', payment_address: 'x', coin_used: 100 },
      token,
    );
    expect(unknown).toMatchObject({
      status: 400,
      body: { error: true, message: '103', field: 'payment_type' },
    });
    expect((await balanceAndLedger(t, user.id)).coins).toBe(1000);

    const good: [string, string, string][] = [
      ['Paytm', '+1 650-253-0000', '+16502530000'],
      ['UPI', 'Asha.K@OkAxis', 'asha.k@okaxis'],
      ['PayPal', '["Pay@Example.org"]', 'pay@example.org'],
    ];
    for (const [payment_type, payment_address, stored] of good) {
      const { request } = await ok(
        t.app,
        'set_payment_request',
        { payment_type, payment_address, coin_used: 100 },
        token,
      );
      expect(request.payment_address).toBe(stored);
      await ageRequests(t, user.id);
    }
  });

  it("allows one request per 48 hours ('Only one payment request is allowed per 48 hours')", async () => {
    const { token, user } = await playerWith(500);
    await ok(t.app, 'set_payment_request', paypal(100), token);
    const again = await post(t.app, 'set_payment_request', paypal(100), token);
    expect(again.body).toMatchObject({
      error: true,
      message: '127',
      error_msg: 'Only one payment request is allowed per 48 hours',
    });
    await ageRequests(t, user.id, 47);
    expect((await post(t.app, 'set_payment_request', paypal(100), token)).body).toMatchObject({
      message: '127',
    });
    await ageRequests(t, user.id, 2);
    await ok(t.app, 'set_payment_request', paypal(100), token);
    expect(await balanceAndLedger(t, user.id)).toMatchObject({ coins: 300, ledger: 300 });
  });

  it('a cancelled request does not hold the 48-hour window; a rejected one does', async () => {
    const { token } = await playerWith(500);
    const first = await ok(t.app, 'set_payment_request', paypal(100), token);
    await ok(t.app, 'delete_pending_payment_request', { payment_id: first.request.id }, token);
    const second = await ok(t.app, 'set_payment_request', paypal(100), token);
    await ok(
      t.app,
      'admin_update_payment_request',
      { payment_id: second.request.id, status: 'rejected' },
      admin.token,
    );
    expect((await post(t.app, 'set_payment_request', paypal(100), token)).body).toMatchObject({
      message: '127',
    });
  });

  it('100 concurrent requests from one player: exactly one accepted, debited once', async () => {
    const { token, user } = await playerWith(1000);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => post(t.app, 'set_payment_request', paypal(300), token)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => !r.body.error)).toHaveLength(1);
    expect(results.filter((r) => r.body.error && r.body.message === '127')).toHaveLength(99);
    expect(await balanceAndLedger(t, user.id)).toMatchObject({ coins: 700, ledger: 700 });
    const rows = await t.database.db.execute(sql`SELECT 1 FROM payment_requests WHERE user_id = ${user.id}`);
    expect(rows.rows).toHaveLength(1);
  });
});

describe('cancelling a request', () => {
  it('refunds once; a second cancel answers 135 and refunds nothing', async () => {
    const { token, user } = await playerWith(200);
    const { request } = await ok(t.app, 'set_payment_request', paypal(150), token);
    const cancelled = await post(t.app, 'delete_pending_payment_request', { payment_id: request.id }, token);
    expect(cancelled.body).toMatchObject({
      error: false,
      data: { coins: 200, request: { status: 'cancelled' } },
    });
    expect(
      paymentResultSchema.parse(cancelled.body.error ? null : cancelled.body.data).request.status_date,
    ).not.toBe('');
    const again = await post(t.app, 'delete_pending_payment_request', { payment_id: request.id }, token);
    expect(again.body).toMatchObject({ error: true, message: '135' });
    expect(await balanceAndLedger(t, user.id)).toMatchObject({ coins: 200, ledger: 200 });
    expect(await refunds(user.id)).toBe(1);
    const history = await ok(t.app, 'get_tracker_data', { type: 'income' }, token);
    expect(history[0]).toMatchObject({ reason: 'redeemRefund', amount: 150, balance: 200 });
  });

  it('30 concurrent cancels refund exactly once', async () => {
    const { token, user } = await playerWith(400);
    const { request } = await ok(t.app, 'set_payment_request', paypal(400), token);
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        post(t.app, 'delete_pending_payment_request', { payment_id: request.id }, token),
      ),
    );
    expect(results.filter((r) => !r.body.error)).toHaveLength(1);
    expect(results.filter((r) => r.body.error && r.body.message === '135')).toHaveLength(29);
    expect(await balanceAndLedger(t, user.id)).toMatchObject({ coins: 400, ledger: 400 });
    expect(await refunds(user.id)).toBe(1);
  });

  it("another player's request answers 'not found' and nothing moves", async () => {
    const owner = await playerWith(300);
    const thief = await signUp(t.app);
    const { request } = await ok(t.app, 'set_payment_request', paypal(200), owner.token);
    const res = await post(t.app, 'delete_pending_payment_request', { payment_id: request.id }, thief.token);
    const missing = await post(
      t.app,
      'delete_pending_payment_request',
      { payment_id: 9_999_999 },
      thief.token,
    );
    expect(res.body).toEqual(missing.body);
    expect(res.body).toMatchObject({ error: true, message: '102' });
    expect(await balanceAndLedger(t, thief.user.id)).toMatchObject({ coins: 10, ledger: 10 });
    expect(await balanceAndLedger(t, owner.user.id)).toMatchObject({ coins: 100, ledger: 100 });
    const list = await ok(t.app, 'get_payment_request', {}, owner.token);
    expect(list[0]).toMatchObject({ id: request.id, status: 'pending' });
    expect(await ok(t.app, 'get_payment_request', {}, thief.token)).toEqual([]);
  });
});

describe('operator actions', () => {
  it('are refused to players', async () => {
    const { token, user } = await playerWith(200);
    const { request } = await ok(t.app, 'set_payment_request', paypal(100), token);
    const decide = await post(
      t.app,
      'admin_update_payment_request',
      { payment_id: request.id, status: 'rejected' },
      token,
    );
    expect(decide).toMatchObject({ status: 403, body: { error: true, message: '125' } });
    const gift = await post(
      t.app,
      'admin_grant_coins',
      { user_id: user.id, coins: 500, grant_id: 'self-gift-1' },
      token,
    );
    expect(gift).toMatchObject({ status: 403, body: { error: true, message: '125' } });
    expect(await balanceAndLedger(t, user.id)).toMatchObject({ coins: 100, ledger: 100 });
  });

  it('a rejection refunds once and tells the player; a second reject or a cancel refunds nothing', async () => {
    const { token, user } = await playerWith(300);
    const { request } = await ok(t.app, 'set_payment_request', paypal(300), token);
    const rejected = await ok(
      t.app,
      'admin_update_payment_request',
      { payment_id: request.id, status: 'rejected', reason: 'The PayPal account was closed.' },
      admin.token,
    );
    expect(rejected).toMatchObject({
      coins: 300,
      request: { status: 'rejected', reason: 'The PayPal account was closed.' },
    });
    const twice = await post(
      t.app,
      'admin_update_payment_request',
      { payment_id: request.id, status: 'rejected' },
      admin.token,
    );
    expect(twice.body).toMatchObject({ error: true, message: '135' });
    const cancel = await post(t.app, 'delete_pending_payment_request', { payment_id: request.id }, token);
    expect(cancel.body).toMatchObject({ error: true, message: '135' });
    expect(await balanceAndLedger(t, user.id)).toMatchObject({ coins: 300, ledger: 300 });
    expect(await refunds(user.id)).toBe(1);
    expect(await notificationsOf(user.id)).toContainEqual(
      expect.objectContaining({
        type: 'payment',
        type_id: String(request.id),
        title: 'Payment request rejected',
      }),
    );
    const [listed] = await ok(t.app, 'get_payment_request', {}, token);
    expect(listed).toMatchObject({ status: 'rejected', reason: 'The PayPal account was closed.' });
    expect(listed!.status_date).not.toBe('');
  });

  it('completing keeps the coins spent and tells the player', async () => {
    const { token, user } = await playerWith(250);
    const { request } = await ok(t.app, 'set_payment_request', paypal(250), token);
    const done = await ok(
      t.app,
      'admin_update_payment_request',
      { payment_id: request.id, status: 'completed' },
      admin.token,
    );
    expect(done).toMatchObject({ coins: 0, request: { status: 'completed' } });
    const cancel = await post(t.app, 'delete_pending_payment_request', { payment_id: request.id }, token);
    expect(cancel.body).toMatchObject({ error: true, message: '135' });
    expect(await balanceAndLedger(t, user.id)).toMatchObject({ coins: 0, ledger: 0 });
    expect(await notificationsOf(user.id)).toContainEqual(
      expect.objectContaining({ type: 'payment', type_id: String(request.id), title: 'Payment sent' }),
    );
    const missing = await post(
      t.app,
      'admin_update_payment_request',
      { payment_id: 9_999_999, status: 'completed' },
      admin.token,
    );
    expect(missing.body).toMatchObject({ error: true, message: '102' });
  });

  it('a rejection racing the player’s cancels refunds exactly once', async () => {
    const { token, user } = await playerWith(500);
    const { request } = await ok(t.app, 'set_payment_request', paypal(500), token);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        post(
          t.app,
          'admin_update_payment_request',
          { payment_id: request.id, status: 'rejected' },
          admin.token,
        ),
      ),
      ...Array.from({ length: 10 }, () =>
        post(t.app, 'delete_pending_payment_request', { payment_id: request.id }, token),
      ),
    ]);
    expect(results.filter((r) => !r.body.error)).toHaveLength(1);
    expect(await balanceAndLedger(t, user.id)).toMatchObject({ coins: 500, ledger: 500 });
    expect(await refunds(user.id)).toBe(1);
  });

  it('a grant credits once per grant_id and notifies the player', async () => {
    const player = await signUp(t.app);
    const fields = { user_id: player.user.id, coins: 75, grant_id: 'support-ticket-4711', note: 'Sorry!' };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post(t.app, 'admin_grant_coins', fields, admin.token)),
    );
    expect(results.filter((r) => !r.body.error && r.body.data)).toHaveLength(10);
    expect(
      results.filter((r) => !r.body.error && (r.body.data as { applied: boolean }).applied),
    ).toHaveLength(1);
    expect(await balanceAndLedger(t, player.user.id)).toMatchObject({ coins: 85, ledger: 85, entries: 2 });
    expect(await notificationsOf(player.user.id)).toEqual([
      { type: 'coins', type_id: '', title: 'You received 75 coins', message: 'Sorry!' },
    ]);
    const zero = await post(
      t.app,
      'admin_grant_coins',
      { ...fields, coins: 0, grant_id: 'zero-grant-1' },
      admin.token,
    );
    expect(zero.status).toBe(400);
    const nobody = await post(
      t.app,
      'admin_grant_coins',
      { ...fields, user_id: 9_999_999, grant_id: 'nobody-1' },
      admin.token,
    );
    expect(nobody.body).toMatchObject({ error: true, message: '131' });
  });
});

describe('the ledger', () => {
  it('100 concurrent debits against a small balance never go below zero and sum to the balance', async () => {
    const { user } = await playerWith(37);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        t.database.db.transaction((tx) => moveCoins(tx, user.id, -1, 'usedHintLifeline', `test-debit:${i}`)),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(37);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused.every((o) => (o.reason as { code?: string }).code === '201')).toBe(true);
    expect(await balanceAndLedger(t, user.id)).toMatchObject({ coins: 0, ledger: 0 });
  });

  it('replaying a ref changes nothing', async () => {
    const { user } = await signUp(t.app);
    const first = await t.database.db.transaction((tx) =>
      moveCoins(tx, user.id, 5, 'adminGrant', 'replay-1'),
    );
    const again = await t.database.db.transaction((tx) =>
      moveCoins(tx, user.id, 5, 'adminGrant', 'replay-1'),
    );
    expect(first).toEqual({ applied: true, balance: 15 });
    expect(again).toEqual({ applied: false, balance: 15 });
  });
});
