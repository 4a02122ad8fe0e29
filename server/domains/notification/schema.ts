import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../user/schema';
import type { BroadcastAudience } from '../../../contract/event-models';
import type { NotificationKind } from '../../../contract/notification-models';

/**
 * The notification domain's tables (issue 15 §2: a domain owns the data it writes). Other domains read them
 * only where they must join on them; server/db/schema.ts re-exports every domain's tables for drizzle-kit.
 */
/** Per-user notifications and broadcasts (user_id NULL); the list merges both. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** What it is about: 'badge', 'payment', 'referral', 'broadcast'… */
    type: text('type').notNull(),
    /** The badge type or payment id it points to; '' when none. */
    typeId: text('type_id').notNull().default(''),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    image: text('image').notNull().default(''),
    /** What the client words the notification with in the player's language (an inviter's name…). */
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id)],
);

/** The newest notification id a player has seen: everything above it is unread. */
export const notificationReads = pgTable('notification_reads', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastReadId: integer('last_read_id').notNull().default(0),
});

/**
 * The kinds a player switched off in the in-app list (issue 19), a row per kind: two devices muting
 * different kinds at once both count, and no row means every kind is on.
 */
export const notificationMutes = pgTable(
  'notification_mutes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * An operator's broadcast (issue 17): written 'scheduled' and sent once, by the conditional update that
 * flips it to 'sent' (now, or by the broadcasts job at scheduled_at). Each targeted player gets their own
 * notification row; the counts are what the console shows.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    image: text('image').notNull().default(''),
    /** A page of the app the notification opens; '' for the notifications page. */
    link: text('link').notNull().default(''),
    audience: text('audience').$type<BroadcastAudience>().notNull(),
    audienceLanguage: text('audience_language').notNull().default(''),
    status: text('status').$type<'scheduled' | 'sent' | 'cancelled'>().notNull().default('scheduled'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    inApp: integer('in_app').notNull().default(0),
    pushDevices: integer('push_devices').notNull().default(0),
    pushSent: integer('push_sent').notNull().default(0),
    pushFailed: integer('push_failed').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('broadcasts_due_idx').on(t.status, t.scheduledAt)],
);
