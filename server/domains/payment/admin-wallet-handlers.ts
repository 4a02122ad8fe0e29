import { eq } from 'drizzle-orm';
import { codes } from '../../../contract';
import { users } from '../user/schema';
import type { Tx } from '../../db/client';
import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import { recordAudit } from '../audit';
import { notify } from '../notification';
import { moveCoins, type LedgerResult } from '../wallet';
import { decidePayment, lockPayment, presentPayment, refundRef, type PaymentRow } from './payment-repo';

const money = (symbol: string, cents: number) => `${symbol}${(cents / 100).toFixed(2)}`;

async function balanceOf(tx: Tx, userId: number): Promise<number> {
  const [owner] = await tx.select({ coins: users.coins }).from(users).where(eq(users.id, userId));
  return owner?.coins ?? 0;
}

/** The player's notification of a decision (their wallet page links it). */
function decisionNotice(row: PaymentRow, symbol: string): Parameters<typeof notify>[2] {
  const push = { kind: 'payment', url: '/profile/wallet/', tag: `payment-${row.id}` } as const;
  const note = row.reason ? ` ${row.reason}` : '';
  if (row.status === 'rejected')
    return {
      type: 'payment',
      typeId: String(row.id),
      title: 'Payment request rejected',
      message: `${row.coinUsed} coins are back in your wallet.${note}`,
      params: { status: 'rejected', coins: String(row.coinUsed), note: row.reason ?? '' },
      push,
    };
  const reference = row.reference ? ` Reference: ${row.reference}.` : '';
  return {
    type: 'payment',
    typeId: String(row.id),
    title: 'Payment sent',
    message: `Your payout of ${money(symbol, row.amountCents)} is on its way.${reference}${note}`,
    params: {
      status: 'completed',
      amount: money(symbol, row.amountCents),
      reference: row.reference ?? '',
      note: row.reason ?? '',
    },
    push,
  };
}

/** Operator actions (auth 'admin'); not in the original API, which did this in its admin panel. */
export const adminWalletHandlers: HandlerMap = {
  /**
   * Marks a pending request paid (with the transfer's reference) or rejected (with a reason; the coins
   * come back through the ledger). Both locks are taken first, so a double click's second request waits
   * for the first and then finds the decision made: the same decision answers the same result and
   * changes nothing (no second refund or notification); another decision answers 135.
   */
  async admin_update_payment_request(ctx, input) {
    const reason = input.reason ?? '';
    if (input.status === 'rejected' && !reason) throw fail('rejectionNeedsReason');
    const reference = input.status === 'completed' ? (input.reference ?? '') : '';
    const symbol = await ctx.settings.str('currency_symbol');
    return ctx.db.transaction(async (tx) => {
      const row = await lockPayment(tx, input.payment_id);
      if (row.status === input.status) {
        await recordAudit(tx, ctx, {
          action: 'admin_update_payment_request',
          targetType: 'payment',
          targetId: row.id,
          before: { status: row.status },
          after: { status: row.status, repeated: true },
        });
        return {
          data: { request: presentPayment(row), coins: await balanceOf(tx, row.userId) },
          message: codes.updated,
        };
      }
      const decided = await decidePayment(tx, row, input.status, reason, reference);
      await recordAudit(tx, ctx, {
        action: 'admin_update_payment_request',
        targetType: 'payment',
        targetId: row.id,
        before: { status: row.status },
        after: { status: decided.status, reason: decided.reason, reference: decided.reference },
      });
      // Same refund ref as a cancellation: whichever comes first refunds, the other finds it done.
      const balance =
        decided.status === 'rejected'
          ? (await moveCoins(tx, row.userId, row.coinUsed, 'redeemRejected', refundRef(row.id))).balance
          : await balanceOf(tx, row.userId);
      await notify(tx, row.userId, decisionNotice(decided, symbol));
      return { data: { request: presentPayment(decided), coins: balance }, message: codes.updated };
    });
  },

  async admin_grant_coins(ctx, input) {
    return ctx.db.transaction(async (tx) => {
      const result = await moveCoins(tx, input.user_id, input.coins, 'adminGrant', `grant:${input.grant_id}`);
      await recordAudit(tx, ctx, {
        action: 'admin_grant_coins',
        targetType: 'user',
        targetId: input.user_id,
        before: null,
        after: {
          coins: input.coins,
          grant_id: input.grant_id,
          note: input.note ?? '',
          applied: result.applied,
        },
      });
      if (result.applied) {
        await notify(tx, input.user_id, {
          type: 'coins',
          title: `You received ${input.coins} coins`,
          message: input.note ?? '',
          params: { coins: String(input.coins), direction: 'in' },
        });
      }
      return {
        data: { user_id: input.user_id, coins: result.balance, applied: result.applied },
        message: codes.updated,
      };
    });
  },

  /**
   * A credit or a debit with the operator's reason, through the ledger: a debit larger than the balance
   * is refused (201) and writes nothing; the adjustment id makes a double click apply once.
   */
  async admin_adjust_coins(ctx, input) {
    const ref = `adjust:${input.adjustment_id}`;
    return ctx.db.transaction(async (tx) => {
      let result: LedgerResult;
      if (input.amount > 0) result = await moveCoins(tx, input.user_id, input.amount, 'adminGrant', ref);
      else result = await moveCoins(tx, input.user_id, input.amount, 'adminDebit', ref);
      await recordAudit(tx, ctx, {
        action: 'admin_adjust_coins',
        targetType: 'user',
        targetId: input.user_id,
        before: result.applied ? { coins: result.balance - input.amount } : null,
        after: {
          coins: result.balance,
          amount: input.amount,
          reason: input.reason,
          adjustment_id: input.adjustment_id,
          applied: result.applied,
        },
      });
      if (result.applied) {
        const n = Math.abs(input.amount);
        await notify(tx, input.user_id, {
          type: 'coins',
          title: input.amount > 0 ? `You received ${n} coins` : `${n} coins were taken from your wallet`,
          message: input.reason,
          params: { coins: String(n), direction: input.amount > 0 ? 'in' : 'out' },
        });
      }
      return {
        data: { user_id: input.user_id, coins: result.balance, applied: result.applied },
        message: codes.updated,
      };
    });
  },
};
