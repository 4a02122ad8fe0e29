import { z } from 'zod';
import { staffRoles } from './action-def';

/** One row of the audit log: who did what to which record, what it was before and after, and when. */
export const auditEntrySchema = z.object({
  id: z.number(),
  actor_id: z.number().nullable(),
  actor_name: z.string(),
  actor_role: z.enum(staffRoles),
  /** The contract action that made the change (admin_update_payment_request…). */
  action: z.string(),
  /** What kind of record changed (user, payment, category, question, setting…) and which one. */
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A page of a console table: its rows and how many match the filters in all. */
export const adminPageOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number() });
