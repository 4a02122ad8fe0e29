import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { categoryRef } from '../catalogue/schema';
import { userRef } from '../user/schema';

/**
 * The offline domain's tables (issue 15 §2: a domain owns the data it writes). Other domains read them
 * only where they must join on them; server/db/schema.ts re-exports every domain's tables for drizzle-kit.
 */
/**
 * Offline packs a player downloaded: each one revealed the answers of its scope, so the scope's levels
 * and first passes no longer pay this player (mode-rules.ts), and only questions of held packs may be
 * sent as offline practice results. A row is never removed when the device drops the pack: what was
 * seen stays seen.
 */
export const offlinePacks = pgTable(
  'offline_packs',
  {
    userId: userRef(),
    categoryId: categoryRef(),
    /** 0: the whole category. */
    subcategoryId: integer('subcategory_id').notNull().default(0),
    version: text('version').notNull(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId, t.subcategoryId] })],
);
