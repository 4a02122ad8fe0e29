import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Identities of the embedded provider (DESIGN §9). Firebase identities never land here. */
export const identities = pgTable('identities', {
  id: serial('id').primaryKey(),
  uid: text('uid').notNull().unique(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** When the address was proven (a verification link followed); null until then. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Single-use links of the embedded provider: a verification link (24 h) or a password reset (1 h). Only
 * a hash of the token is kept, so the table alone opens nothing; a token is used by the one UPDATE that
 * sets used_at while it is unused and unexpired.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    identityId: integer('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify' | 'reset' | 'change'>().notNull(),
    /** The address the link was sent to: following the link proves this address only (for change, the new one). */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_identity_idx').on(t.identityId, t.purpose, t.createdAt)],
);

/**
 * The development mailbox: with no SMTP_URL, mails land here (and in the server log) for the operator to
 * read (`npm run admin -- mailbox`), so a fresh `npm start` works end to end.
 */
export const mailbox = pgTable(
  'mailbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mailbox_recipient_idx').on(t.recipient, t.id)],
);

/**
 * Sign-ins proven by an outside provider (Firebase Auth: Google, Apple…): the provider's subject and the
 * account (uid) it signs in to — a new `firebase:<subject>` account, or an embedded one it was linked to
 * because both proved the same address. `emailVerified` is what the provider said of its address.
 */
export const federatedIdentities = pgTable(
  'federated_identities',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    uid: text('uid').notNull(),
    email: text('email').notNull().default(''),
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('federated_identities_subject').on(t.provider, t.subject),
    index('federated_identities_uid_idx').on(t.uid),
  ],
);

/** Phone identities of the embedded provider: a number proven by a code sent to it (SPEC §2 OTP). */
export const phoneIdentities = pgTable('phone_identities', {
  id: serial('id').primaryKey(),
  uid: text('uid').notNull().unique(),
  /** E.164, e.g. +33612345678 (libphonenumber-js), so one number is one identity however typed. */
  phone: text('phone').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Sign-in codes sent by SMS: six digits, five minutes, five tries. Only an HMAC of number and code (with a
 * server secret) is kept, so the table alone gives no code away, not even to a brute force offline.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('phone_codes_phone_idx').on(t.phone, t.createdAt)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull().unique(),
    loginType: text('login_type').notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    /**
     * The player's time zone for the daily quiz (IANA name or a UTC offset such as '+05:30'): set from the
     * client's the first time and changeable once a day, so a player cannot hop zones for a second quiz.
     */
    timezone: text('timezone').notNull().default(''),
    timezoneSetAt: timestamp('timezone_set_at', { withTimezone: true }),
    profile: text('profile').notNull().default(''),
    coins: integer('coins').notNull().default(0),
    score: integer('score').notNull().default(0),
    referCode: text('refer_code').notNull().unique(),
    friendsCode: text('friends_code').notNull().default(''),
    status: integer('status').notNull().default(1),
    webLanguage: text('web_language').notNull().default('english'),
    webFcmId: text('web_fcm_id').notNull().default(''),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_coins_non_negative', sql`${t.coins} >= 0`),
    // The few deactivated accounts, which leaderboards subtract from ranks without a scan of users.
    index('users_inactive_idx')
      .on(t.id)
      .where(sql`${t.status} <> 1`),
  ],
);

/** Bearer tokens are signed JWTs whose id (jti) must be here and unrevoked: expiring and revocable. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // What the player sees in their list of sessions: a device label made from the sign-in's browser
    // (never the raw User-Agent) and when the session was last used, updated at most every few minutes.
    device: text('device').notNull().default(''),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * The append-only coin ledger: every credit or debit is a row, written in the same transaction as the
 * balance change. `ref` makes an operation idempotent (one row per user and ref).
 */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    ref: text('ref').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coin_ledger_user_ref_idx').on(t.userId, t.ref),
    check('coin_ledger_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/** Append-only score events; leaderboards (issue 4) roll these up. */
export const scoreEvents = pgTable(
  'score_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    source: text('source').notNull(),
    ref: text('ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('score_events_user_ref_idx').on(t.userId, t.ref)],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const webSettings = pgTable('web_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Quiz-content languages (tbl_languages). */
export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  language: text('language').notNull(),
  code: text('code').notNull().unique(),
  status: integer('status').notNull().default(1),
  defaultActive: boolean('default_active').notNull().default(false),
});

/** UI translation packs served by get_system_language_json. */
export const uiLanguages = pgTable('ui_languages', {
  name: text('name').primaryKey(),
  title: text('title').notNull(),
  version: text('version').notNull(),
  rtl: boolean('rtl').notNull().default(false),
  isDefault: boolean('is_default').notNull().default(false),
  status: integer('status').notNull().default(1),
  strings: jsonb('strings').$type<Record<string, string>>().notNull(),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    type: integer('type').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull().default(''),
    isPremium: boolean('is_premium').notNull().default(false),
    coins: integer('coins').notNull().default(0),
    rowOrder: integer('row_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('categories_slug_idx').on(t.type, t.languageId, t.slug),
    check('categories_price_non_negative', sql`${t.coins} >= 0`),
  ],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull().default(''),
    status: integer('status').notNull().default(1),
    rowOrder: integer('row_order').notNull().default(0),
  },
  (t) => [uniqueIndex('subcategories_slug_idx').on(t.categoryId, t.slug)],
);

export type QuestionOption = { key: string; text: string };

/**
 * How a question is answered and graded (docs/content-format.md). Multiple choice and true/false store
 * the right option's key in `answer`; a word stores the word; multi select the sorted keys ("a,c");
 * a sequence the keys in order ("a,b,c"); a match the left keys in order, with `pairs` the right column.
 */
export const questionKinds = {
  choice: 1,
  true_false: 2,
  guess_the_word: 3,
  multi_select: 4,
  sequence: 5,
  match: 6,
} as const;
export type QuestionKind = keyof typeof questionKinds;

/** Fun & learn reading passages; their questions point here. */
export const passages = pgTable(
  'passages',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    subcategoryId: integer('subcategory_id').references(() => subcategories.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    title: text('title').notNull(),
    /** Sanitised on import to a small set of tags. */
    detail: text('detail').notNull(),
    video: text('video').notNull().default(''),
    pdf: text('pdf').notNull().default(''),
    status: integer('status').notNull().default(1),
    rowOrder: integer('row_order').notNull().default(0),
  },
  (t) => [index('passages_category_idx').on(t.categoryId, t.subcategoryId)],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    subcategoryId: integer('subcategory_id').references(() => subcategories.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    question: text('question').notNull(),
    questionType: integer('question_type').notNull().default(1),
    options: jsonb('options').$type<QuestionOption[]>().notNull(),
    answer: text('answer').notNull(),
    level: integer('level').notNull().default(1),
    note: text('note').notNull().default(''),
    image: text('image').notNull().default(''),
    audio: text('audio').notNull().default(''),
    /** The right-hand column of a match question, keyed like the options. */
    pairs: jsonb('pairs').$type<QuestionOption[]>(),
    passageId: integer('passage_id').references(() => passages.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('questions_level_idx').on(t.categoryId, t.subcategoryId, t.level),
    index('questions_language_type_idx').on(t.languageId, t.questionType),
    index('questions_passage_idx').on(t.passageId),
  ],
);

/** Highest unlocked level per user and (category, subcategory); absent means level 1. */
export const userLevels = pgTable(
  'user_levels',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    subcategoryId: integer('subcategory_id').notNull().default(0),
    level: integer('level').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId, t.subcategoryId] })],
);

export const premiumUnlocks = pgTable(
  'premium_unlocks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);

/**
 * Offline packs a player downloaded: each one revealed the answers of its scope, so the scope's levels
 * and first passes no longer pay this player (mode-rules.ts), and only questions of held packs may be
 * sent as offline practice results. A row is never removed when the device drops the pack: what was
 * seen stays seen.
 */
export const offlinePacks = pgTable(
  'offline_packs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** 0: the whole category. */
    subcategoryId: integer('subcategory_id').notNull().default(0),
    version: text('version').notNull(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId, t.subcategoryId] })],
);

export type AttemptQuestion = {
  id: number;
  kind: QuestionKind;
  answer: string;
  options: QuestionOption[];
  /** Match questions: the right-hand column as issued (shuffled, keyed 1…n). */
  pairs?: QuestionOption[];
  /** Guess the word: the answer as written ("POLAR BEAR"); `answer` is its graded form ("POLARBEAR"). */
  display?: string;
};

/**
 * A gradable play session the server issued. Grading happens once: the status flips from 'open' to
 * 'graded' in the same transaction that credits coins, so a replay or a concurrent submit credits nothing.
 */
export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizType: text('quiz_type').notNull(),
    categoryId: integer('category_id').notNull(),
    subcategoryId: integer('subcategory_id').notNull().default(0),
    level: integer('level').notNull().default(0),
    /** What a first pass completes ("subcategory:4", "passage:12", "day:2026-11-22"); '' when nothing. */
    target: text('target').notNull().default(''),
    questions: jsonb('questions').$type<AttemptQuestion[]>().notNull(),
    status: text('status').notNull().default('open'),
    result: jsonb('result'),
    /** Answers after this instant count as timed out; reset_time moves it by one question's time. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /**
     * The end of the current question's window (its time plus a small slack), moved on by every answer;
     * null where one clock times the whole set (self challenge). See attempt-clock.ts.
     */
    questionDeadlineAt: timestamp('question_deadline_at', { withTimezone: true }),
    /** The length of one question's window in ms (0: no per-question clock). */
    questionWindowMs: integer('question_window_ms').notNull().default(0),
    createdAt: createdAt(),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
  },
  (t) => [index('attempts_user_idx').on(t.userId, t.createdAt)],
);

export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    answer: text('answer').notNull(),
    correct: boolean('correct').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

export const attemptLifelines = pgTable(
  'attempt_lifelines',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    lifeline: text('lifeline').notNull(),
    questionId: integer('question_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.lifeline] })],
);

/** First passes of the modes that pay once per category, subcategory or passage (the original's is_play). */
export const completions = pgTable(
  'completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizType: text('quiz_type').notNull(),
    target: text('target').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.quizType, t.target] })],
);

/** The daily quiz set of a day and content language, scheduled by an admin or drawn by rotation. */
export const dailyQuizzes = pgTable(
  'daily_quizzes',
  {
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    questionIds: jsonb('question_ids').$type<number[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.languageId, t.day] })],
);

/** A completed daily quiz: written when it is graded, so fetching alone never uses up the day. */
export const dailyPlays = pgTable(
  'daily_plays',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    attemptId: uuid('attempt_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('bookmarks_type_idx').on(t.userId, t.type),
  ],
);

export const questionReports = pgTable(
  'question_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('question_reports_user_question_idx').on(t.userId, t.questionId)],
);

/** Answers per player and category, for accuracy and the strong and weak categories. */
export const categoryStats = pgTable(
  'category_stats',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    answered: integer('answered').notNull().default(0),
    correct: integer('correct').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);

/**
 * Redeem requests (DESIGN §10): the coins are debited when the request is made and refunded exactly
 * once when the owner cancels a pending request or an admin rejects it. Money is kept in cents.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentType: text('payment_type').notNull(),
    paymentAddress: text('payment_address').notNull(),
    coinUsed: integer('coin_used').notNull(),
    amountCents: integer('amount_cents').notNull(),
    details: text('details').notNull().default(''),
    /** pending → completed | rejected | cancelled */
    status: text('status').notNull().default('pending'),
    /** An admin's note on a completed or rejected request. */
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_requests_user_idx').on(t.userId, t.createdAt),
    check('payment_requests_coins_positive', sql`${t.coinUsed} > 0`),
  ],
);

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
 * A player's badges: status 1 when a badge unlocks, 2 once its reward is claimed. Status 0 rows only keep
 * progress the server cannot recount from other facts (Quiz Warrior's best win streak).
 */
export const userBadges = pgTable(
  'user_badges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * Leaderboard rollups, written in the same transaction as each score event: one row per period
 * ('all', 'm:2026-11', 'd:2026-11-24') and player. Ties rank by who reached the points first.
 */
export const leaderboardTotals = pgTable(
  'leaderboard_totals',
  {
    period: text('period').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.userId] }),
    index('leaderboard_totals_rank_idx').on(t.period, t.points.desc().nullsFirst(), t.reachedAt, t.userId),
  ],
);

/** Who brought whom: one row per referred player, so a referral pays once. */
export const referrals = pgTable(
  'referrals',
  {
    referredId: integer('referred_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * 'pending' until the new player's first real game, then 'paid', or 'void' when their identity had
     * already been paid for once (an account deleted and made again). Rows from before were paid at once.
     */
    status: text('status').notNull().default('paid'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The day of paidAt in the system_timezone calendar ('YYYY-MM-DD'): the daily cap counts these. */
    paidDay: text('paid_day'),
    createdAt: createdAt(),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerId),
    index('referrals_paid_day_idx').on(t.referrerId, t.paidDay),
  ],
);

/**
 * A keyed hash (HMAC) of every identity a referral was ever paid for. No foreign key: it outlives the
 * account, so deleting an account and signing up again with the same address never pays twice.
 */
export const referralIdentities = pgTable('referral_identities', {
  identityHash: text('identity_hash').primaryKey(),
  createdAt: createdAt(),
});

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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

// ─── Push notifications (branch h13-push-server): everything of server/domains/push/ ───────────────

/**
 * A device's push address: a Web Push subscription (endpoint plus its encryption keys) or an FCM
 * registration token (kept in `endpoint`). An address belongs to one player at a time: the device's
 * last account. `created_at` is when it was (re)registered, so the device cap drops the stalest.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
// ─── end of push notifications ──────────────────────────────────────────────────────────────────
