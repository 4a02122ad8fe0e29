import { sql } from 'drizzle-orm';
import type { PushKind } from '../../../contract';
import type { Db, DbOrTx } from '../../db/client';
import { isConnectionLost } from '../../db/errors';
import { pushOutbox } from './schema';
import type { PushLog, PushMessage, PushService } from './push-service';

let queuedInThisProcess = false;

/**
 * Decides a push inside the caller's transaction: a row of push_outbox, sent once the transaction has
 * committed. Events that push (a badge, a payment decision) happen deep inside transactions — grading,
 * referral payouts, battle settlements — and a push sent from there could announce what a rollback then
 * undid, or hold the transaction open on a slow push service. The row commits or rolls back with the
 * event itself.
 */
export async function queuePush(tx: DbOrTx, userId: number | null, message: PushMessage): Promise<void> {
  await tx.insert(pushOutbox).values({
    userId,
    kind: message.kind,
    title: message.title,
    body: message.body ?? '',
    url: message.url ?? '/',
    tag: message.tag ?? '',
    icon: message.icon ?? '',
  });
  queuedInThisProcess = true;
}

/** Whether a push may have been queued here since the last call (a hint to drain at once, not a promise). */
export function takeQueuedHint(): boolean {
  const was = queuedInThisProcess;
  queuedInThisProcess = false;
  return was;
}

type Row = {
  id: number;
  user_id: number | null;
  kind: PushKind;
  title: string;
  body: string;
  url: string;
  tag: string;
  icon: string;
};

const BATCH = 50;
/** Rows sent side by side; each row's devices are sent in parallel too (push-service.ts). */
const ROWS_AT_ONCE = 4;
const CLOSE_WAIT_MS = 5_000;

/**
 * Sends what push_outbox holds. Woken after every HTTP request that queued a push (the request's
 * transaction has committed by then), and polls every few seconds for the rest: pushes queued by
 * socket events and jobs, by another server process, or left by a process that stopped. Rows are
 * claimed by deleting them (FOR UPDATE SKIP LOCKED), so processes sharing a database never send one
 * twice; a process that dies mid-send loses that batch — at most once is right for a notification,
 * which is also in the player's list.
 */
export class OutboxDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly push: PushService,
    private readonly log: PushLog,
    private readonly pollMs = 2_000,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
  }

  /** Drains soon; a wake while a drain runs makes it look again once done. */
  wake(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drainLoop().finally(() => (this.running = null));
  }

  private async drainLoop(): Promise<void> {
    do {
      this.again = false;
      try {
        let claimed = BATCH;
        while (claimed === BATCH && !this.closed) claimed = await this.drainOnce();
      } catch (err) {
        // The next wake or poll tries again; the rows of a failed claim were never deleted.
        if (isConnectionLost(err))
          this.log.warn({ err: (err as Error).message }, 'push outbox: database unavailable');
        else this.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'push outbox failed');
        return;
      }
    } while (this.again && !this.closed);
  }

  /** Claims and sends one batch; the number of rows it claimed. */
  async drainOnce(): Promise<number> {
    const claimed = await this.db.execute<Row>(sql`
      DELETE FROM push_outbox WHERE id IN (
        SELECT id FROM push_outbox ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, user_id, kind, title, body, url, tag, icon`);
    const rows = [...claimed.rows].sort((a, b) => Number(a.id) - Number(b.id));
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        await this.push.send(row.user_id === null ? null : Number(row.user_id), {
          kind: row.kind,
          title: row.title,
          body: row.body,
          url: row.url,
          ...(row.tag ? { tag: row.tag } : {}),
          ...(row.icon ? { icon: row.icon } : {}),
        });
      }
    };
    await Promise.all(Array.from({ length: Math.min(ROWS_AT_ONCE, rows.length) }, worker));
    return rows.length;
  }

  /**
   * Stops polling and lets a drain under way finish before the database closes — for a few seconds at
   * most: a drain stuck on an unreachable database fails on its own once the pool is closed.
   */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    if (!this.running) return;
    let timer: NodeJS.Timeout | undefined;
    const patience = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)));
    await Promise.race([this.running, patience]);
    clearTimeout(timer);
  }
}
