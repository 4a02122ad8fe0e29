import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { userRef, users } from '../user/schema';

/**
 * The push domain's tables (issue 15 §2: a domain owns the data it writes). Other domains read them
 * only where they must join on them; server/db/schema.ts re-exports every domain's tables for drizzle-kit.
 */
/**
 * A device's push address: a Web Push subscription (endpoint plus its encryption keys) or an FCM
 * registration token (kept in `endpoint`). An address belongs to one player at a time: the device's
 * last account. `created_at` is when it was (re)registered, so the device cap drops the stalest.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    /** 'webpush' | 'fcm' */
    kind: text('kind').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull().default(''),
    auth: text('auth').notNull().default(''),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId, t.createdAt)],
);

/** What a player wants as push; no row means the defaults (every kind on, reminder at 19:00). */
export const pushPreferences = pgTable('push_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  battleInvite: boolean('battle_invite').notNull().default(true),
  badge: boolean('badge').notNull().default(true),
  payment: boolean('payment').notNull().default(true),
  dailyReminder: boolean('daily_reminder').notNull().default(true),
  broadcast: boolean('broadcast').notNull().default(true),
  contest: boolean('contest').notNull().default(true),
  /** 'HH:MM' in the account's time zone (users.timezone). */
  dailyReminderTime: text('daily_reminder_time').notNull().default('19:00'),
});

/**
 * Pushes decided in a transaction and sent after it commits (push-outbox.ts): a rolled-back
 * transaction leaves none, and no request ever waits on a push service. `user_id` NULL: a broadcast.
 */
export const pushOutbox = pgTable('push_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  url: text('url').notNull().default('/'),
  tag: text('tag').notNull().default(''),
  /** An image of its own (a badge's); '' for the app's icon. */
  icon: text('icon').notNull().default(''),
  createdAt: createdAt(),
});

/** One daily quiz reminder per player and local day: the primary key makes the job exactly-once. */
export const pushDailyReminders = pgTable(
  'push_daily_reminders',
  {
    userId: userRef(),
    day: date('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
