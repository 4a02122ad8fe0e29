import { z } from 'zod';
import { action } from '../action-def';
import { int } from '../fields';
import { notificationSchema, unreadCountSchema } from '../notification-models';
import { none, page } from './common';

export const notificationActions = {
  // Notifications
  get_notifications: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['id', 'date_sent']).default('id')),
      order: z.preprocess(
        (v) => (typeof v === 'string' && v ? v.toUpperCase() : undefined),
        z.enum(['ASC', 'DESC']).default('DESC'),
      ),
      ...page,
    }),
    data: z.array(notificationSchema),
  }),
  // Ours: the header bell's unread count (notifications above the last one the player has seen).
  get_notification_count: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: none,
    data: unreadCountSchema,
  }),
  // Ours: the player has seen everything up to last_id (opening the notifications page).
  set_notifications_read: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'outbox',
    implemented: true,
    payload: z.object({ last_id: int(0) }),
    data: unreadCountSchema,
  }),
} as const;
