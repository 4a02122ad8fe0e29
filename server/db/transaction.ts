import { setTimeout as sleep } from 'node:timers/promises';
import type { Db, Tx } from './client';

/** serialization_failure and deadlock_detected: PostgreSQL rolled the transaction back; running it again is safe. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 3;

/** The SQLSTATE of a database error, through drizzle's wrapper (DrizzleQueryError keeps pg's error as cause). */
export function sqlState(err: unknown): string | undefined {
  for (
    let e = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Runs `work` in a transaction and runs it again (at most three times in all) when PostgreSQL aborts it
 * as a serialisation failure or a deadlock victim. The work must touch nothing but the transaction, so a
 * rolled-back attempt leaves no trace. Rows are still to be locked in one fixed order (the player's
 * wallet row first): the retry is the safety net, not the cure.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      const state = sqlState(err);
      if (attempt >= ATTEMPTS || state === undefined || !RETRYABLE.has(state)) throw err;
      // A few random milliseconds so the transactions that collided do not collide again in step.
      await sleep(Math.floor(Math.random() * 10 * attempt));
    }
  }
}
