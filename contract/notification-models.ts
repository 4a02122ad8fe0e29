import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.number(),
  /** 'badge', 'payment_completed', 'payment_rejected', 'referral', 'broadcast'…: the client words it by type. */
  type: z.string(),
  /** What it points to: a badge type, a payment id; '' when nothing. */
  type_id: z.string(),
  /** English title and text, shown as written for broadcasts and unknown types. */
  title: z.string(),
  message: z.string(),
  image: z.string(),
  /** What the client words a known type with (battle_invite: name, code, kind). */
  params: z.record(z.string(), z.string()),
  /** 'all' for a broadcast, 'selected' for the player's own (the original's `users`). */
  users: z.enum(['all', 'selected']),
  /** A payment notification: the operator's note on the decision ('' when none). */
  reason: z.string(),
  date_sent: z.string(),
  unread: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ unread: z.number(), last_read_id: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** The kinds of notification a player can receive as push, each switched on or off in Settings. */
export const pushKinds = [
  'battle_invite',
  'badge',
  'payment',
  'daily_reminder',
  'broadcast',
  'contest',
] as const;
export type PushKind = (typeof pushKinds)[number];

/**
 * Every kind of notification in the player's in-app list, each switched on or off in Settings (issue 19):
 * the push kinds and the referral rewards, which are never pushed.
 */
export const notificationKinds = [
  'battle_invite',
  'badge',
  'contest',
  'daily_reminder',
  'payment',
  'referral',
  'broadcast',
] as const satisfies readonly string[];
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * The stored `type`s of each kind: the server writes only these (notify() takes a NotificationType), so a
 * new type must be given a kind here, and muting a kind hides all of its types.
 */
export const notificationTypes = {
  battle_invite: ['battle_invite'],
  badge: ['badge'],
  contest: ['contest_started', 'contest_won'],
  daily_reminder: ['daily_reminder'],
  payment: ['payment', 'coins'],
  referral: ['referral_joined', 'referral', 'referral_welcome'],
  broadcast: ['broadcast'],
} as const satisfies Record<NotificationKind, readonly string[]>;
export type NotificationType = (typeof notificationTypes)[NotificationKind][number];

/** Which kinds land in the player's in-app list (every kind is on until the player turns it off). */
export const inAppPreferencesSchema = z.object({
  kinds: z.record(z.enum(notificationKinds), z.boolean()),
});
export type InAppPreferences = z.infer<typeof inAppPreferencesSchema>;

/**
 * How this server pushes: standard Web Push with its own VAPID key (the default, no third party), or
 * Firebase Cloud Messaging when the operator configured Firebase. `firebase` holds the web app's public
 * config (apiKey, projectId, messagingSenderId, appId…) and the VAPID key FCM's web SDK wants.
 */
export const pushConfigSchema = z.object({
  provider: z.enum(['webpush', 'fcm']),
  vapid_public_key: z.string(),
  firebase: z.record(z.string(), z.string()).nullable(),
});
export type PushConfig = z.infer<typeof pushConfigSchema>;

/** What the player receives as push; the in-app list has its own switches (inAppPreferencesSchema). */
export const pushPreferencesSchema = z.object({
  kinds: z.record(z.enum(pushKinds), z.boolean()),
  /** Local time of the daily quiz reminder, 'HH:MM' in the account's time zone. */
  daily_reminder_time: z.string(),
  /** Devices of this player currently subscribed. */
  devices: z.number(),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;
