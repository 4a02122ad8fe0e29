import { eq } from 'drizzle-orm';
import { codes } from '../../../contract';
import { users } from '../user/schema';
import type { HandlerMap } from '../../http/handler';
import { recordAudit } from '../audit';
import { notify } from '../notification';
import { moveCoins } from '../wallet';
import { decidePayment, lockPayment, presentPayment, refundRef } from './payment-repo';

const money = (symbol: string, cents: number) => `${symbol}${(cents / 100).toFixed(2)}`;

/** Operator actions (auth 'admin'); not in the original API, which did this in its admin panel. */
export const adminWalletHandlers: HandlerMap = {
  async admin_update_payment_request(ctx, input) {
    const symbol = await ctx.settings.str('currency_symbol');
    return ctx.db.transaction(async (tx) => {
      const row = await lockPayment(tx, input.payment_id);
      const decided = await decidePayment(tx, row, input.status, input.reason ?? '');
      await recordAudit(tx, ctx, {
        action: 'admin_update_payment_request',
        targetType: 'payment',
        targetId: row.id,
        before: { status: row.status },
        after: { status: decided.status, reason: decided.reason },
      });
      let balance: number;
      if (decided.status === 'rejected') {
        // Same refund ref as a cancellation: whichever comes first refunds, the other finds it done.
        ({ balance } = await moveCoins(tx, row.userId, row.coinUsed, 'redeemRejected', refundRef(row.id)));
      } else {
        const [owner] = await tx.select({ coins: users.coins }).from(users).where(eq(users.id, row.userId));
        balance = owner?.coins ?? 0;
      }
      const note = decided.reason ? ` ${decided.reason}` : '';
      const push = { kind: 'payment', url: '/profile/wallet/', tag: `payment-${row.id}` } as const;
      await notify(
        tx,
        row.userId,
        decided.status === 'rejected'
          ? {
              type: 'payment',
              typeId: String(row.id),
              title: 'Payment request rejected',
              message: `${row.coinUsed} coins are back in your wallet.${note}`,
              push,
            }
          : {
              type: 'payment',
              typeId: String(row.id),
              title: 'Payment sent',
              message: `Your payout of ${money(symbol, row.amountCents)} is on its way.${note}`,
              push,
            },
      );
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
        });
      }
      return {
        data: { user_id: input.user_id, coins: result.balance, applied: result.applied },
        message: codes.updated,
      };
    });
  },
};
