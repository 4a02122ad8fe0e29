import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { coinLedger } from './schema';
import { users } from '../user/schema';
import { fail } from '../../http/api-error';

export interface LedgerResult {
  /** False when an entry with this ref already existed: the operation was applied before. */
  applied: boolean;
  balance: number;
}

/**
 * Locks the player's wallet (their users row) for a balance change, in the caller's transaction.
 * FOR NO KEY UPDATE, not FOR UPDATE: inserting any row that references users (an unlock, a ledger
 * entry) takes FOR KEY SHARE on it, which FOR UPDATE waits for; two transactions of one player that had
 * each inserted such a row then waited for each other (deadlocks of concurrent premium unlocks, issue 12).
 * NO KEY UPDATE still serialises every balance change of a player, and conflicts with no KEY SHARE.
 * Callers that write more than the ledger lock this first, so rows are always locked in one order.
 */
export async function lockWallet(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ coins: users.coins })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!row) throw fail('userMissing');
  return row.coins;
}

/**
 * Moves coins for one user inside the caller's transaction. The user row is locked first (lockWallet),
 * so every balance change for a user is serialised; the (user, ref) unique index makes each operation
 * idempotent; a debit larger than the balance is refused, and CHECK (coins >= 0) stands behind it.
 */
export async function moveCoins(
  tx: Tx,
  userId: number,
  amount: number,
  reason: string,
  ref: string,
): Promise<LedgerResult> {
  if (!Number.isInteger(amount) || amount === 0) throw new Error(`invalid coin amount ${amount}`);
  const row = { coins: await lockWallet(tx, userId) };
  const done = await tx
    .select({ id: coinLedger.id })
    .from(coinLedger)
    .where(sql`${coinLedger.userId} = ${userId} AND ${coinLedger.ref} = ${ref}`)
    .limit(1);
  if (done.length > 0) return { applied: false, balance: row.coins };
  const balance = row.coins + amount;
  if (balance < 0) throw fail('notEnoughCoins');
  await tx.insert(coinLedger).values({ userId, amount, reason, ref, balanceAfter: balance });
  await tx.update(users).set({ coins: balance }).where(eq(users.id, userId));
  return { applied: true, balance };
}
