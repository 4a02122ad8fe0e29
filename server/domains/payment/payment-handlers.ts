import { and, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { codes } from '../../../contract';
import { paymentRequests } from './schema';
import { users } from '../user/schema';
import { ApiError, fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import { accountVerified } from '../user';
import { moveCoins } from '../wallet';
import { decidePayment, lockPayment, presentPayment, refundRef } from './payment-repo';
import { normalisePayoutAddress } from './payout-address';
import { amountCents, parseAmountCents, redeemRate } from './redeem-rate';

export const paymentHandlers: HandlerMap = {
  async get_payment_request(ctx, input) {
    const mine = eq(paymentRequests.userId, ctx.user.id);
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select()
        .from(paymentRequests)
        .where(mine)
        .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id))
        .offset(input.offset)
        .limit(input.limit),
      ctx.db.select({ n: count() }).from(paymentRequests).where(mine),
    ]);
    return { data: rows.map(presentPayment), total: total?.n ?? 0 };
  },

  // The original trusted the client's amount and checked neither balance, minimum nor rate (reference
  // §2.7, §5.12). Here the server computes the amount from coin_used; a payment_amount that disagrees is
  // refused (224) rather than silently replaced, so a player never confirms one sum and gets another.
  async set_payment_request(ctx, input) {
    // Money leaves only for an address its owner proved (SPEC §8 "Please verify your email first.").
    if (!(await accountVerified(ctx.db, ctx.user.uid))) throw fail('emailNotVerified');
    const rate = await redeemRate(ctx.settings);
    const address = normalisePayoutAddress(input.payment_type, input.payment_address);
    if (input.coin_used < rate.minimumCoins) throw new ApiError('belowRedeemMinimum', 200, 'coin_used');
    const cents = amountCents(rate, input.coin_used);
    if (input.payment_amount !== undefined && parseAmountCents(input.payment_amount) !== cents) {
      throw new ApiError('amountMismatch', 200, 'payment_amount');
    }
    return ctx.db.transaction(async (tx) => {
      // The player's row lock makes the 48-hour check and the insert one step under concurrency.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, ctx.user.id)).for('update');
      const recent = await tx
        .select({ id: paymentRequests.id })
        .from(paymentRequests)
        .where(
          and(
            eq(paymentRequests.userId, ctx.user.id),
            // A request the player cancelled did not reach the operator, so it does not count.
            ne(paymentRequests.status, 'cancelled'),
            gt(paymentRequests.createdAt, sql`now() - ${rate.hoursBetween}::float8 * interval '1 hour'`),
          ),
        )
        .limit(1);
      if (recent.length > 0) throw fail('paymentTooSoon');
      const [row] = await tx
        .insert(paymentRequests)
        .values({
          userId: ctx.user.id,
          paymentType: input.payment_type,
          paymentAddress: address,
          coinUsed: input.coin_used,
          amountCents: cents,
          details: input.details ?? '',
        })
        .returning();
      if (!row) throw fail('somethingWrong');
      const { balance } = await moveCoins(
        tx,
        ctx.user.id,
        -row.coinUsed,
        'redeemRequest',
        `payment:${row.id}`,
      );
      return { data: { request: presentPayment(row), coins: balance }, message: codes.updated };
    });
  },

  // Owner only (the original refunded anyone's request to the caller, reference §5.6), pending only.
  async delete_pending_payment_request(ctx, input) {
    return ctx.db.transaction(async (tx) => {
      const row = await lockPayment(tx, input.payment_id, ctx.user.id);
      const cancelled = await decidePayment(tx, row, 'cancelled');
      const { balance } = await moveCoins(tx, ctx.user.id, row.coinUsed, 'redeemRefund', refundRef(row.id));
      return { data: { request: presentPayment(cancelled), coins: balance }, message: codes.updated };
    });
  },
};
