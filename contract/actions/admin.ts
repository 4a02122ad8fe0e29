import { z } from 'zod';
import { action } from '../action-def';
import { adminPageOf, auditEntrySchema } from '../admin-models';
import { optId, optInstant, optText } from '../fields';
import { adminTable } from './common';

/** The console's own actions (issue 17); each area's operator actions live beside its player actions. */
export const adminActions = {
  /** The audit log, newest first: filter by actor, action, target and a time range. Admins only. */
  admin_get_audit_log: action({
    auth: 'admin',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      ...adminTable(['created_at'] as const),
      actor_id: optId(),
      action: optText(80),
      target_type: optText(40),
      target_id: optText(80),
      from: optInstant(),
      to: optInstant(),
    }),
    data: adminPageOf(auditEntrySchema),
  }),
} as const;
