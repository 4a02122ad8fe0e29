import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReviewItem } from '../../../contract';
import { createdAt } from '../../db/columns';
import { categoryRef, languages } from '../catalogue/schema';
import { userRef } from '../user/schema';

/**
 * The contest domain's tables (issue 16). A contest's own questions are catalogue questions in a
 * category of the contest type (contract/modes.ts contest_play.categoryType) that no list, pool, pack or
 * battle reads, so play prepares, times and grades them like every other question.
 */
export const contests = pgTable(
  'contests',
  {
    id: serial('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    /** The hidden category holding its questions. */
    categoryId: categoryRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    entryFee: integer('entry_fee').notNull().default(0),
    /** 1 shown, 0 hidden by an operator. */
    status: integer('status').notNull().default(1),
    /** Set once, in the transaction that ranks and pays (the conditional flip that makes it exactly-once). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contests_window_idx').on(t.languageId, t.endsAt),
    check('contests_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('contests_fee_non_negative', sql`${t.entryFee} >= 0`),
  ],
);

const contestRef = () =>
  integer('contest_id')
    .notNull()
    .references(() => contests.id, { onDelete: 'cascade' });

export const contestPrizes = pgTable(
  'contest_prizes',
  {
    contestId: contestRef(),
    rank: integer('rank').notNull(),
    coins: integer('coins').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contestId, t.rank] }),
    check('contest_prizes_coins', sql`${t.coins} >= 0`),
  ],
);

/**
 * A player's one play of a contest: the primary key makes it once-only, written in the transaction that
 * debits the entry fee. Score, answers and review are filled when the attempt is graded; rank and prize
 * when the contest is settled.
 */
export const contestEntries = pgTable(
  'contest_entries',
  {
    contestId: contestRef(),
    userId: userRef(),
    attemptId: uuid('attempt_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    score: integer('score').notNull().default(0),
    correct: integer('correct').notNull().default(0),
    answered: integer('answered').notNull().default(0),
    /** The graded review (right answers, notes), shown only once the contest has ended. */
    review: jsonb('review').$type<ReviewItem[]>(),
    rank: integer('rank'),
    prize: integer('prize').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.contestId, t.userId] }),
    index('contest_entries_board_idx').on(t.contestId, t.score, t.finishedAt),
  ],
);

/** "Tell me when it starts": sent once, by the conditional update of notified_at. */
export const contestReminders = pgTable(
  'contest_reminders',
  {
    contestId: contestRef(),
    userId: userRef(),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.userId] })],
);
