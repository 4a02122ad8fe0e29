import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { userRef } from '../user/schema';

/**
 * The leaderboard domain's tables (issue 15 §2: a domain owns the data it writes). Other domains read them
 * only where they must join on them; server/db/schema.ts re-exports every domain's tables for drizzle-kit.
 */
/** Append-only score events; leaderboards (issue 4) roll these up. */
export const scoreEvents = pgTable(
  'score_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    points: integer('points').notNull(),
    source: text('source').notNull(),
    ref: text('ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('score_events_user_ref_idx').on(t.userId, t.ref)],
);

/**
 * Leaderboard rollups, written in the same transaction as each score event: one row per period
 * ('all', 'm:2026-11', 'd:2026-11-24') and player. Ties rank by who reached the points first.
 */
export const leaderboardTotals = pgTable(
  'leaderboard_totals',
  {
    period: text('period').notNull(),
    userId: userRef(),
    points: integer('points').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.userId] }),
    index('leaderboard_totals_rank_idx').on(t.period, t.points.desc().nullsFirst(), t.reachedAt, t.userId),
  ],
);
