import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ApiError, fail } from '../../http/api-error';
import type { LedgerResult } from './ledger';

export interface CoinMove {
  userId: number;
  amount: number;
  reason: string;
  ref: string;
}

/** A refused batch's error: fail('notEnoughCoins') that also names the first player short of coins. */
export type NotEnoughCoins = ApiError & { userId: number };
export const shortOfCoins = (err: unknown): number | null =>
  err instanceof ApiError && typeof (err as Partial<NotEnoughCoins>).userId === 'number'
    ? (err as NotEnoughCoins).userId
    : null;

interface MoveRow extends Record<string, unknown> {
  ord: number;
  user_id: number;
  found: boolean;
  fresh: boolean;
  short: boolean;
  applied: boolean;
  coins: number | null;
  balance: number | null;
}

/**
 * moveCoins for several players in ONE statement, inside the caller's transaction (a room start's fees,
 * a room end's prizes): one round trip instead of four per move. The same rules, all or nothing:
 * - the users rows are locked FOR NO KEY UPDATE in id order (lockWallet's lock, and one order for all
 *   batches, so two batches over the same players cannot deadlock);
 * - a move whose (user, ref) is already in the ledger is not applied again (applied: false, the current
 *   balance). ON CONFLICT DO NOTHING on the (user, ref) unique index stays the exactly-once guarantee:
 *   it also catches a replay committed by another transaction after this statement's snapshot (the
 *   lock waits for it, the ledger read does not see it). Such a racing replay of a DEBIT that the
 *   balance could not pay twice is refused as notEnoughCoins instead of answering applied: false —
 *   still nothing twice. Battle callers hold the room row first, so their replays never race;
 * - if any new debit would take its player below zero, or a player does not exist, NOTHING is written
 *   and fail('notEnoughCoins') (with the player's id, see shortOfCoins) or fail('userMissing') is thrown;
 *   CHECK (coins >= 0) stands behind it.
 * At most one move per player per batch: each move's balance_after then follows from the locked balance
 * alone, whatever else the batch holds.
 *
 * The users row is SET to balance_after (the locked balance + amount), never to `u.coins + amount`:
 * on PostgreSQL the UPDATE reads the row as of the statement's snapshot, and CHECK (coins >= 0) is
 * tested on the new row computed from THAT version before the update finds a newer one. A credit
 * committed after the snapshot but before our lock (which the lock does see) then made a payable debit
 * fail the CHECK from the older, lower balance: a 23514 instead of the move (CI, ledger-batch race).
 */
export async function moveCoinsMany(tx: Tx, moves: readonly CoinMove[]): Promise<LedgerResult[]> {
  if (moves.length === 0) return [];
  const seen = new Set<number>();
  for (const m of moves) {
    if (!Number.isInteger(m.amount) || m.amount === 0) throw new Error(`invalid coin amount ${m.amount}`);
    if (seen.has(m.userId)) throw new Error(`two coin moves for user ${m.userId} in one batch`);
    seen.add(m.userId);
  }
  const values = sql.join(
    moves.map(
      (m, i) => sql`(${i}::int, ${m.userId}::int, ${m.amount}::int, ${m.reason}::text, ${m.ref}::text)`,
    ),
    sql`, `,
  );
  const { rows } = await tx.execute<MoveRow>(sql`
    WITH input(ord, user_id, amount, reason, ref) AS (VALUES ${values}),
    locked AS MATERIALIZED (
      SELECT id, coins FROM users WHERE id IN (SELECT user_id FROM input) ORDER BY id FOR NO KEY UPDATE
    ),
    plan AS MATERIALIZED (
      SELECT i.*, l.id IS NOT NULL AS found, l.coins,
        NOT EXISTS (SELECT 1 FROM coin_ledger c WHERE c.user_id = i.user_id AND c.ref = i.ref) AS fresh
      FROM input i LEFT JOIN locked l ON l.id = i.user_id
    ),
    verdict AS MATERIALIZED (
      SELECT bool_and(found) AND NOT bool_or(fresh AND coins + amount < 0) AS ok FROM plan
    ),
    ins AS (
      INSERT INTO coin_ledger (user_id, amount, reason, ref, balance_after)
      SELECT user_id, amount, reason, ref, coins + amount FROM plan
      WHERE fresh AND (SELECT ok FROM verdict)
      ORDER BY user_id
      ON CONFLICT (user_id, ref) DO NOTHING
      RETURNING user_id, balance_after
    ),
    upd AS (
      UPDATE users u SET coins = ins.balance_after FROM ins WHERE u.id = ins.user_id
      RETURNING u.id, u.coins
    )
    SELECT p.ord, p.user_id, p.found, p.fresh, p.coins,
      coalesce(p.fresh AND p.coins + p.amount < 0, false) AS short,
      upd.id IS NOT NULL AS applied, coalesce(upd.coins, p.coins) AS balance
    FROM plan p LEFT JOIN upd ON upd.id = p.user_id
    ORDER BY p.ord`);
  const missing = rows.find((r) => !r.found);
  if (missing) throw fail('userMissing');
  const short = rows.find((r) => r.short);
  if (short) throw Object.assign(fail('notEnoughCoins'), { userId: short.user_id });
  return rows.map((r) => ({ applied: r.applied, balance: r.balance ?? 0 }));
}
