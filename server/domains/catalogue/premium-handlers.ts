import { eq } from 'drizzle-orm';
import { codes } from '../../../contract';
import { categories, premiumUnlocks } from './schema';
import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import { inTransaction } from '../../db/transaction';
import { lockWallet, moveCoins } from '../wallet';

export const premiumHandlers: HandlerMap = {
  // The original recorded the unlock and left the client to deduct the price (reference §2.1); here the
  // price is read from the category and debited in the same transaction as the unlock, once.
  async unlock_premium_category(ctx, input) {
    // The wallet row is locked before the unlock row is written (one lock order for every wallet write),
    // and a deadlock or serialisation failure PostgreSQL still reports runs the transaction again.
    return inTransaction(ctx.db, async (tx) => {
      await lockWallet(tx, ctx.user.id);
      const [category] = await tx.select().from(categories).where(eq(categories.id, input.category));
      if (!category) throw fail('notFound', 'No such category');
      if (!category.isPremium) throw fail('notPremium');
      const [unlocked] = await tx
        .insert(premiumUnlocks)
        .values({ userId: ctx.user.id, categoryId: category.id })
        .onConflictDoNothing()
        .returning();
      if (!unlocked) throw fail('alreadyExists');
      const { balance } =
        category.coins > 0
          ? await moveCoins(tx, ctx.user.id, -category.coins, 'unlockedPremium', `premium:${category.id}`)
          : { balance: ctx.user.coins };
      return { data: { category: category.id, coins: balance }, message: codes.inserted };
    });
  },
};
