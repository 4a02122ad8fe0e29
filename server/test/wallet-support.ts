import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ok, signUp, type TestApp } from './harness';

/** The user's stored balance next to the sum of their ledger: the two must always agree. */
export async function balanceAndLedger(t: TestApp, userId: number) {
  const { rows } = await t.database.db.execute<{ coins: number; ledger: number; entries: number }>(
    sql`SELECT coins,
          (SELECT COALESCE(sum(amount), 0)::int FROM coin_ledger WHERE user_id = ${userId}) AS ledger,
          (SELECT count(*)::int FROM coin_ledger WHERE user_id = ${userId}) AS entries
        FROM users WHERE id = ${userId}`,
  );
  return rows[0]!;
}

/** Credits coins through the operator's grant action (the only way coins are added by hand). */
export async function grant(t: TestApp, adminToken: string, userId: number, coins: number) {
  return ok(t.app, 'admin_grant_coins', { user_id: userId, coins, grant_id: randomUUID() }, adminToken);
}

/** Moves a player's requests back in time, as if the 48-hour wait had passed. */
export async function ageRequests(t: TestApp, userId: number, hours = 49) {
  await t.database.db.execute(
    sql`UPDATE payment_requests SET created_at = created_at - ${hours} * interval '1 hour' WHERE user_id = ${userId}`,
  );
}

export const paypal = (coins: number, extra: Record<string, string | number> = {}) => ({
  payment_type: 'paypal',
  payment_address: 'Player@Example.com',
  coin_used: coins,
  ...extra,
});

/** A new player (10 welcome coins) topped up to `coins`. */
export async function playerWithCoins(t: TestApp, adminToken: string, coins: number) {
  const player = await signUp(t.app);
  if (coins > 10) await grant(t, adminToken, player.user.id, coins - 10);
  return player;
}
