import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../user/schema';

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
