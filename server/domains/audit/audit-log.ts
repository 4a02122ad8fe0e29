import type { ActionName } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { markAudited } from '../../http/audit-mark';
import type { HandlerContext } from '../../http/context';
import { auditLog } from './schema';

export interface AuditChange {
  /** The contract action that makes the change. */
  action: ActionName;
  /** The kind of record (user, payment, category, question, setting, page…) and its id. */
  targetType: string;
  targetId: string | number;
  /** The record's relevant fields before and after (null for a creation or a deletion). */
  before: unknown;
  after: unknown;
}

/**
 * Records an operator's change. Call it inside the transaction that makes the change, so the row and
 * the change land together or not at all; the API route checks that every admin write called it.
 * Secrets never go in `before`/`after` (keys, tokens, passwords): pass what an auditor needs to read.
 */
export async function recordAudit(db: DbOrTx, ctx: HandlerContext, change: AuditChange): Promise<void> {
  const actor = ctx.user;
  if (!actor || actor.role === 'player') throw new Error('recordAudit needs an operator’s request');
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name || actor.email || `#${actor.id}`,
    actorRole: actor.role,
    action: change.action,
    targetType: change.targetType,
    targetId: String(change.targetId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
  markAudited(ctx);
}
