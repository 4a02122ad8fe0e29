import { z } from 'zod';
import { action } from '../action-def';
import { flag, text } from '../fields';
import { pushConfigSchema, pushPreferencesSchema } from '../notification-models';
import { none } from './common';

export const pushActions = {
  // Push notifications: this device's subscription and the player's choices.
  update_fcm_id: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'outbox',
    implemented: true,
    payload: z.object({
      /** A Web Push subscription as JSON (`PushSubscription.toJSON()`), or an FCM registration token. */
      web_fcm_id: text(4096),
      /** '1': this device unsubscribed; forget that subscription. */
      remove: flag(),
    }),
    data: z.object({ devices: z.number() }),
  }),
  get_push_config: action({
    auth: 'none',
    rate: 'read',
    cache: 'swr',
    offline: 'cached',
    implemented: true,
    payload: none,
    data: pushConfigSchema,
  }),
  get_push_preferences: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: none,
    data: pushPreferencesSchema,
  }),
  set_push_preferences: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'outbox',
    implemented: true,
    // Each kind of pushKinds: '1' on, '0' off, absent unchanged.
    payload: z.object({
      battle_invite: flag(),
      badge: flag(),
      payment: flag(),
      daily_reminder: flag(),
      broadcast: flag(),
      contest: flag(),
      daily_reminder_time: z.preprocess(
        (v) => (v === '' ? undefined : v),
        z
          .string()
          .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM')
          .optional(),
      ),
    }),
    data: pushPreferencesSchema,
  }),
} as const;
