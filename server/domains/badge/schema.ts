import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userRef } from '../user/schema';

/**
 * The badge domain's tables (issue 15 §2: a domain owns the data it writes). Other domains read them
 * only where they must join on them; server/db/schema.ts re-exports every domain's tables for drizzle-kit.
 */
/**
 * A player's badges: status 1 when a badge unlocks, 2 once its reward is claimed. Status 0 rows only keep
 * progress the server cannot recount from other facts (Quiz Warrior's best win streak).
 */
export const userBadges = pgTable(
  'user_badges',
  {
    userId: userRef(),
    badgeType: text('badge_type').notNull(),
    status: integer('status').notNull().default(1),
    progress: integer('progress').notNull().default(0),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeType] })],
);

/** Days on which a player finished any game, for the 30-day streak badge. */
export const activityDays = pgTable(
  'activity_days',
  {
    userId: userRef(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
