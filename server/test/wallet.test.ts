import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentResultSchema, trackerEntrySchema } from '../../contract';
import { moveCoins } from '../domains/wallet/ledger';
import { ok, post, signUp, signUpAdmin, startTestApp, type TestApp } from './harness';
import { ageRequests, balanceAndLedger, paypal, playerWithCoins } from './wallet-support';

// Coin history, redeem requests and the ledger; cancelling and the operator's decisions are in
// wallet-payouts.test.ts.

let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpAdmin(t);
});
afterAll(async () => t?.close());

const playerWith = (coins: number) => playerWithCoins(t, admin.token, coins);

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
      { payment_id: second.request.id, status: 'rejected', reason: 'Wrong address' },
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
