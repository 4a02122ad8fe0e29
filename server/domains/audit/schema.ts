import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../../contract/action-def';
import { createdAt } from '../../db/columns';
import { users } from '../user/schema';

/**
 * Every operator write (DESIGN §13): who (the account, and its name and role at the time, so a row
 * still reads after the account is deleted), which action, which record, what it was before and after.
 * Rows are only ever inserted; the console reads them newest first.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').$type<StaffRole>().notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx')
      .on(t.actorId)
      .where(sql`${t.actorId} IS NOT NULL`),
  ],
);
