import { sql } from 'drizzle-orm';
import type { TestApp } from './harness';

/** The audit rows of an action on a target, oldest first (tests of the console's writes). */
export async function auditRows(t: TestApp, action: string, targetId: number | string) {
  const { rows } = await t.database.db.execute<{ actor_id: number; before: unknown; after: unknown }>(
    sql`SELECT actor_id, before, after FROM audit_log
        WHERE action = ${action} AND target_id = ${String(targetId)} ORDER BY id`,
  );
  return rows;
}

/** A player's notifications, oldest first. */
export async function notificationsOf(t: TestApp, userId: number) {
  const { rows } = await t.database.db.execute<{
    type: string;
    type_id: string;
    title: string;
    message: string;
  }>(sql`SELECT type, type_id, title, message FROM notifications WHERE user_id = ${userId} ORDER BY id`);
  return rows;
}

/** The data of a successful answer (undefined for a failure), for checks on many answers at once. */
export const dataOf = (body: object): unknown => ('data' in body ? body.data : undefined);
