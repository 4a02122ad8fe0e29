import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import type { AttemptQuestion } from '../play/schema';
import { userRef, users } from '../user/schema';

/**
 * The battle domain's tables (issue 15 §2: a domain owns the data it writes). Other domains read them
 * only where they must join on them; server/db/schema.ts re-exports every domain's tables for drizzle-kit.
 */
/**
 * Live battle rooms (issue 5). The room row is the truth a server process runs the clock from, so a
 * restart or another process can take over: state, the current question and its server-clock window.
 * `questions` keeps the answers; players only ever get them stripped.
 */
export const battleRooms = pgTable(
  'battle_rooms',
  {
    id: uuid('id').primaryKey(),
    /** 6 characters for friend and group rooms; null for random and bot rooms. */
    code: text('code').unique(),
    kind: text('kind').$type<'random' | 'friend' | 'group' | 'bot'>().notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    languageId: integer('language_id').notNull(),
    categoryId: integer('category_id').notNull().default(0),
    entryFee: integer('entry_fee').notNull(),
    maxPlayers: integer('max_players').notNull(),
    secondsPerQuestion: integer('seconds_per_question').notNull(),
    questions: jsonb('questions').$type<BattleQuestion[]>().notNull(),
    state: text('state').$type<'waiting' | 'started' | 'reveal' | 'finished' | 'deleted'>().notNull(),
    questionIndex: integer('question_index').notNull().default(-1),
    questionStartedAt: timestamp('question_started_at', { withTimezone: true }),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * The one rematch room of a finished friend or group room: set once by a conditional UPDATE, so
     * members who ask at the same time all land in the same new room.
     */
    rematchRoomId: uuid('rematch_room_id').references((): AnyPgColumn => battleRooms.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('battle_rooms_state_idx').on(t.state, t.createdAt)],
);

/** A battle question as stored in its room: the player's copy plus the issued answer. */
export type BattleQuestion = AttemptQuestion & { question: string; image: string };

/** Seats of a room. The bot's seat has no user. `left_at` starts the rejoin grace; `forfeited` ends it. */
export const battlePlayers = pgTable(
  'battle_players',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => battleRooms.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    isBot: boolean('is_bot').notNull().default(false),
    name: text('name').notNull(),
    profile: text('profile').notNull().default(''),
    score: integer('score').notNull().default(0),
    correct: integer('correct').notNull().default(0),
    leftAt: timestamp('left_at', { withTimezone: true }),
    forfeited: boolean('forfeited').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.seat] }),
    uniqueIndex('battle_players_user_idx').on(t.roomId, t.userId),
    index('battle_players_user_rooms_idx').on(t.userId),
  ],
);

/** One answer per seat and question: the primary key is what makes a repeated answer count once. */
export const battleAnswers = pgTable(
  'battle_answers',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => battleRooms.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    questionIndex: integer('question_index').notNull(),
    answer: text('answer').notNull(),
    correct: boolean('correct').notNull(),
    points: integer('points').notNull(),
    elapsedMs: integer('elapsed_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.seat, t.questionIndex] })],
);

/** Each human player's outcome of a settled room; one row per room and player (statistics read here). */
export const battleResults = pgTable(
  'battle_results',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => battleRooms.id, { onDelete: 'cascade' }),
    userId: userRef(),
    mode: text('mode').notNull(),
    outcome: text('outcome').$type<'won' | 'lost' | 'draw'>().notNull(),
    score: integer('score').notNull(),
    correct: integer('correct').notNull(),
    coins: integer('coins').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.userId] }),
    index('battle_results_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Invitations to a waiting friend or group room: one per room and invitee (the primary key makes a
 * second invitation of the same player a no-op, so a room cannot be used to spam them).
 */
export const battleInvites = pgTable(
  'battle_invites',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => battleRooms.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.toUserId] })],
);

/** Random-battle matchmaking queue: any process matches with FOR UPDATE SKIP LOCKED on these rows. */
export const battleQueue = pgTable(
  'battle_queue',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    languageId: integer('language_id').notNull(),
    categoryId: integer('category_id').notNull(),
    entryFee: integer('entry_fee').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('battle_queue_match_idx').on(t.languageId, t.categoryId, t.entryFee, t.createdAt)],
);
