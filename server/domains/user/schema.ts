import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import type { UserRole } from '../../../contract/action-def';
import type { Preferences } from '../../../contract/preference-models';

/**
 * The user domain's tables (issue 15 §2: a domain owns the data it writes). Other domains read them
 * only where they must join on them; server/db/schema.ts re-exports every domain's tables for drizzle-kit.
 */
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

/** A row of another table that belongs to a player (gone with the account). */
export function userRef() {
  return integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}
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
    /** 'player', or an operator role: 'editor' (content, reports) or 'admin' (everything). */
    role: text('role').$type<UserRole>().notNull().default('player'),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_coins_non_negative', sql`${t.coins} >= 0`),
    check('users_role_known', sql`${t.role} IN ('player', 'editor', 'admin')`),
    // The few operators, listed by the console and the operator's command without a scan of users.
    index('users_staff_idx')
      .on(t.role)
      .where(sql`${t.role} <> 'player'`),
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
    userId: userRef(),
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
 * The player's settings that follow them to every device (issue 19): only the keys they chose, as one
 * document, so a new setting needs no migration; the contract's schema (preference-models.ts) is what
 * may be in it, checked on the way in and again on the way out.
 */
export const playerPreferences = pgTable('player_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<Preferences>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
