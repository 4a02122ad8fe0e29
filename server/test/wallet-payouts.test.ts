import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentResultSchema } from '../../contract';
import { ok, post, signUp, signUpAdmin, startTestApp, type TestApp } from './harness';
import { balanceAndLedger, paypal, playerWithCoins } from './wallet-support';

// Redeem requests after they are made: the player's cancel and the operator's decisions and grants.

let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpAdmin(t);
});
afterAll(async () => t?.close());

const playerWith = (coins: number) => playerWithCoins(t, admin.token, coins);

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
    // The same decision again (a double click) answers the same result and refunds nothing more.
    const twice = await ok(
      t.app,
      'admin_update_payment_request',
      { payment_id: request.id, status: 'rejected', reason: 'The PayPal account was closed.' },
      admin.token,
    );
    expect(twice).toMatchObject({ coins: 300, request: { status: 'rejected' } });
    const other = await post(
      t.app,
      'admin_update_payment_request',
      { payment_id: request.id, status: 'completed' },
      admin.token,
    );
    expect(other.body).toMatchObject({ error: true, message: '135' });
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
          { payment_id: request.id, status: 'rejected', reason: 'Closed account' },
          admin.token,
        ),
      ),
      ...Array.from({ length: 10 }, () =>
        post(t.app, 'delete_pending_payment_request', { payment_id: request.id }, token),
      ),
    ]);
    // Whichever comes first decides: a first rejection makes the other rejections answer the same
    // result (a double click) and every cancel 135; a first cancel makes every other call 135.
    const succeeded = results.filter((r) => !r.body.error);
    const rejectedFirst = !results[0]!.body.error;
    expect(succeeded).toHaveLength(rejectedFirst ? 10 : 1);
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
