import { z } from 'zod';
import { action } from '../action-def';
import { flag, int } from '../fields';
import {
  inAppPreferencesSchema,
  notificationSchema,
  unreadCountSchema,
  type NotificationKind,
} from '../notification-models';
import { none, page } from './common';

/** Each kind of notificationKinds: '1' on, '0' off, absent unchanged. */
const kindFlags = {
  battle_invite: flag(),
  badge: flag(),
  contest: flag(),
  daily_reminder: flag(),
  payment: flag(),
  referral: flag(),
  broadcast: flag(),
} satisfies Record<NotificationKind, unknown>;

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
  // Ours (issue 19): which kinds the player keeps in the in-app list (push kinds: get_push_preferences).
  get_notification_preferences: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: none,
    data: inAppPreferencesSchema,
  }),
  // Ours: a muted kind leaves the list and the unread count (and comes back when switched on again).
  set_notification_preferences: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'outbox',
    implemented: true,
    payload: z.object(kindFlags),
    data: inAppPreferencesSchema,
  }),
} as const;
