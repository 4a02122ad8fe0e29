import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { moveCoins } from '../domains/wallet/ledger';
import { post, signUp, signUpAdmin, startTestApp, type TestApp } from './harness';
import { ageRequests, balanceAndLedger, paypal } from './wallet-support';

let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpAdmin(t);
});
afterAll(async () => t?.close());

type Op =
  | { kind: 'earn'; coins: number }
  | { kind: 'spend'; coins: number }
  | { kind: 'redeem'; coins: number; waited: boolean }
  | { kind: 'cancel' }
  | { kind: 'reject' }
  | { kind: 'complete' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('earn' as const), coins: fc.integer({ min: 1, max: 400 }) }),
  fc.record({ kind: fc.constant('spend' as const), coins: fc.integer({ min: 1, max: 150 }) }),
  fc.record({
    kind: fc.constant('redeem' as const),
    coins: fc.integer({ min: 50, max: 400 }),
    waited: fc.boolean(),
  }),
  fc.constant({ kind: 'cancel' as const }),
  fc.constant({ kind: 'reject' as const }),
  fc.constant({ kind: 'complete' as const }),
);

/**
 * Random sequences of earning, spending, redeeming, cancelling and operator decisions, each run through
 * the real API on the real database next to a model of what the balance must be. After every step the
 * stored balance equals the model's and the sum of the ledger, and never goes below zero.
 */
it('balance = sum(ledger) >= 0 through any sequence of wallet operations', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
      const { token, user } = await signUp(t.app);
      let expected = 10; // the welcome bonus
      let pending: { id: number; coins: number } | null = null;
      let lastRequestOpen = false; // a request (pending, completed or rejected) inside the 48-hour window

      for (const step of ops) {
        if (step.kind === 'earn') {
          const res = await post(
            t.app,
            'admin_grant_coins',
            { user_id: user.id, coins: step.coins, grant_id: randomUUID() },
            admin.token,
          );
          expect(res.body.error).toBe(false);
          expected += step.coins;
        } else if (step.kind === 'spend') {
          const spend = t.database.db.transaction((tx) =>
            moveCoins(tx, user.id, -step.coins, 'unlockedPremium', `property:${randomUUID()}`),
          );
          if (step.coins <= expected) {
            await spend;
            expected -= step.coins;
          } else {
            await expect(spend).rejects.toMatchObject({ code: '201' });
          }
        } else if (step.kind === 'redeem') {
          if (step.waited) {
            await ageRequests(t, user.id);
            lastRequestOpen = false;
          }
          const res = await post(t.app, 'set_payment_request', paypal(step.coins), token);
          const accepted = !lastRequestOpen && step.coins >= 100 && step.coins <= expected;
          expect(res.body.error, JSON.stringify({ step, expected, res: res.body })).toBe(!accepted);
          if (accepted && !res.body.error) {
            const data = res.body.data as { request: { id: number } };
            pending = { id: data.request.id, coins: step.coins };
            expected -= step.coins;
            lastRequestOpen = true;
          }
        } else if (pending) {
          const res =
            step.kind === 'cancel'
              ? await post(t.app, 'delete_pending_payment_request', { payment_id: pending.id }, token)
              : await post(
                  t.app,
                  'admin_update_payment_request',
                  {
                    payment_id: pending.id,
                    ...(step.kind === 'reject'
                      ? { status: 'rejected', reason: 'Wrong address' }
                      : { status: 'completed' }),
                  },
                  admin.token,
                );
          expect(res.body.error).toBe(false);
          if (step.kind !== 'complete') expected += pending.coins;
          // Only a cancelled request frees the 48-hour window.
          if (step.kind === 'cancel') lastRequestOpen = false;
          pending = null;
        }
        const now = await balanceAndLedger(t, user.id);
        expect(now.coins).toBe(expected);
        expect(now.ledger).toBe(now.coins);
        expect(now.coins).toBeGreaterThanOrEqual(0);
      }
    }),
    { numRuns: 60 },
  );
}, 60_000);
