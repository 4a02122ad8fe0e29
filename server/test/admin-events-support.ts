import { sql } from 'drizzle-orm';
import type { Failure } from '../../contract/envelope';
import { post, type Fields, type TestApp } from './harness';

/** An action's failure: its code and message (the test fails when it succeeded). */
export async function refused(t: TestApp, action: string, fields: Fields, token: string) {
  const res = await post(t.app, action, fields, token);
  if (!res.body.error) throw new Error(`${action} succeeded: ${JSON.stringify(res.body)}`);
  return res.body as Failure;
}

/** The audit rows an action wrote for a target. */
export async function auditOf(t: TestApp, action: string, targetId: number | string) {
  const { rows } = await t.database.db.execute<{ before: unknown; after: unknown; target_type: string }>(
    sql`SELECT before, after, target_type FROM audit_log WHERE action = ${action} AND target_id = ${String(targetId)} ORDER BY id`,
  );
  return rows;
}

export const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();
export const HOUR = 3_600_000;
