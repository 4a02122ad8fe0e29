import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ShareFigures, ShareKind } from '../../../contract';
import { createdAt } from '../../db/columns';
import { userRef } from '../user/schema';

/**
 * Shared result cards (issue 19). The id is the public link's (16 random bytes: unguessable, so a card is
 * seen only by those its player sent it to); the figures are the server's copy of the result, taken from
 * the domain that owns the game when the player shared it. One card per player and game: the unique
 * index makes sharing again answer the same link. Gone with the player's account.
 */
export const shares = pgTable(
  'shares',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    kind: text('kind').$type<ShareKind>().notNull(),
    /** The game shared: an attempt's id, a battle room's id, a contest's id. */
    ref: text('ref').notNull(),
    figures: jsonb('figures').$type<ShareFigures>().notNull(),
    /** The UI language pack the card is worded in, and its direction. */
    language: text('language').notNull(),
    rtl: boolean('rtl').notNull().default(false),
    createdAt: createdAt(),
    /** A share made again refreshes the figures (a contest's place once it is settled): the picture's key. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shares_game_idx').on(t.userId, t.kind, t.ref)],
);
