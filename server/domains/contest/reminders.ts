import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notify } from '../notification';

interface Due extends Record<string, unknown> {
  user_id: number;
  contest_id: number;
  name: string;
}

/**
 * "<name> has started" to every player who asked, once: the conditional update of notified_at claims
 * each reminder in the transaction that writes its notification (and queues its push).
 */
export async function sendContestReminders(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.execute<Due>(sql`
      UPDATE contest_reminders r SET notified_at = ${now.toISOString()}
      FROM contests c
      WHERE c.id = r.contest_id AND r.notified_at IS NULL AND c.status = 1
        AND c.starts_at <= ${now.toISOString()} AND c.ends_at > ${now.toISOString()}
      RETURNING r.user_id, r.contest_id, c.name`);
    for (const row of due.rows)
      await notify(tx, Number(row.user_id), {
        type: 'contest_started',
        typeId: String(row.contest_id),
        title: `${row.name} has started`,
        message: 'Play it now, before it ends.',
        params: { contest: row.name },
        push: { kind: 'contest', url: '/contest-play/', tag: `contest-${row.contest_id}` },
      });
    return due.rows.length;
  });
}
