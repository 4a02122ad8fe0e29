import { z } from 'zod';
import {
  accountDeletedSchema,
  referralAppliedSchema,
  referralInfoSchema,
  sessionSchema,
  statisticsSchema,
} from './account-models';
import { action } from './action-def';
import { PRESET_AVATARS } from './avatars';
import { badgeClaimSchema, badgeSchema, badgeTypes } from './badge-models';
import { battleInviteSchema, battleRoomQuestionsSchema, battleStatisticsSchema } from './battle-models';
import {
  flag,
  int,
  jsonText,
  limit,
  offset,
  optId,
  optInt,
  optSlug,
  optText,
  slug,
  text,
  wholeNumber,
} from './fields';
import {
  attemptSchema,
  bookmarkSchema,
  dailyQuizSchema,
  dailyStatusSchema,
  hintSchema,
  passageSchema,
  reportSchema,
  categorySchema,
  coinScoreSchema,
  configurationsSchema,
  contentLanguageSchema,
  existsSchema,
  homeSettingsSchema,
  identitySchema,
  mailedSchema,
  phoneCodeSentSchema,
  levelDataSchema,
  lifelineNames,
  lifelineResultSchema,
  quizResultSchema,
  settingsSchema,
  signedInUserSchema,
  subcategorySchema,
  uiLanguagePackSchema,
  uiLanguageSchema,
  unlockSchema,
  userSchema,
  verdictSchema,
  webSettingsSchema,
} from './models';
import { leaderboardSchema } from './leaderboard-models';
import { offlinePackSchema, practiceModeIds } from './offline-models';
import {
  notificationSchema,
  pushConfigSchema,
  pushPreferencesSchema,
  unreadCountSchema,
} from './notification-models';
import {
  coinGrantSchema,
  paymentMethod,
  paymentRequestSchema,
  paymentResultSchema,
  trackerEntrySchema,
  trackerFilter,
} from './wallet-models';

const none = z.object({});
const later = z.unknown();
const language = { language_id: optId() };
const tz = { timezone: optText(64), gmt_format: optText(8) };
const page = { offset: offset(), limit: limit() };
const email = () => z.string().trim().toLowerCase().email().max(254);
const password = () => z.string().min(8).max(200);
const playedAnswer = z.object({ id: wholeNumber(1), answer: z.string().max(200) });

/**
 * Every action of SPEC §7 plus our own (embedded auth, per-question verdicts, lifelines).
 * The client API, the service worker cache and the server router are all derived from this table.
 */
export const actions = {
  // Embedded identity provider (DESIGN §9): proves an identity, then user_signup exchanges it.
  auth_email_signup: action({
    auth: 'none',
    // Accounts are what referral and bonus farming need: a small budget per address and hour.
    rate: 'signup',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ email: email(), password: password(), web_language: optText(32) }),
    data: identitySchema,
  }),
  /** Ours: a new verification link to the account's sign-in address ("Resend"), one a minute. */
  send_verification_email: action({
    auth: 'user',
    rate: 'auth',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({}),
    data: mailedSchema,
  }),
  /** Ours: the verification link's token; proves the address it was sent to (single use, 24 h). */
  verify_email: action({
    auth: 'none',
    rate: 'guess',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ token: text(128) }),
    data: mailedSchema,
  }),
  /** Ours: "Forgot password?" — answers alike whether or not the address has an account. */
  request_password_reset: action({
    auth: 'none',
    rate: 'signup',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ email: email(), web_language: optText(32) }),
    data: mailedSchema,
  }),
  /** Ours: a new password through a reset link (single use, 1 h); every session of the account ends. */
  reset_password: action({
    auth: 'none',
    rate: 'guess',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ token: text(128), password: password() }),
    data: mailedSchema,
  }),
  /**
   * Ours: a new sign-in address for an e-mail account. The current password proves the owner; the change
   * happens only when the link mailed to the new address is followed (single use, 24 h).
   */
  request_email_change: action({
    auth: 'user',
    rate: 'auth',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ email: email(), password: z.string().min(1).max(200) }),
    data: mailedSchema,
  }),
  /** Ours: the change link's token; the account signs in with the address it was sent to from then on. */
  confirm_email_change: action({
    auth: 'none',
    rate: 'guess',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ token: text(128) }),
    data: mailedSchema,
  }),
  /**
   * Ours (SPEC §2 /auth/otp-verify): a six-digit sign-in code by SMS to this number (`country` is the
   * picker's ISO code for numbers typed without +); one a minute, five an hour per number.
   */
  auth_phone_send_code: action({
    auth: 'none',
    rate: 'signup',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ phone: text(32), country: optText(2), web_language: optText(32) }),
    data: phoneCodeSentSchema,
  }),
  /** Ours: the code proves the number (five tries, five minutes); then user_signup with type 'mobile'. */
  auth_phone_verify: action({
    auth: 'none',
    rate: 'guess',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      phone: text(32),
      country: optText(2),
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'six digits'),
    }),
    data: identitySchema,
  }),
  auth_email_login: action({
    auth: 'none',
    rate: 'auth',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ email: email(), password: z.string().min(1).max(200) }),
    data: identitySchema,
  }),

  /**
   * Firebase sign-in (when configured): the Firebase ID token, checked on the server (signature, project,
   * issuer, expiry), becomes an identity for user_signup, as the embedded provider's proofs do.
   */
  auth_firebase: action({
    auth: 'none',
    rate: 'auth',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ id_token: z.string().min(20).max(8192) }),
    data: identitySchema,
  }),
  // Users
  /** The demo version's way in (DEMO_MODE=on): a session of the shared, read-only demo account. */
  demo_sign_in: action({
    auth: 'none',
    rate: 'auth',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({}),
    data: signedInUserSchema,
  }),
  user_signup: action({
    auth: 'none',
    rate: 'auth',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      firebase_id: text(128),
      id_token: text(4096),
      type: z.enum(['email', 'mobile', 'gmail', 'apple', 'fb']),
      name: optText(60),
      email: optText(254),
      profile: optText(500),
      mobile: optText(20),
      web_fcm_id: optText(4096),
      friends_code: optText(32),
      web_language: optText(40),
    }),
    data: signedInUserSchema,
  }),
  check_user_exists: action({
    auth: 'none',
    rate: 'auth',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ firebase_id: text(128) }),
    data: existsSchema,
  }),
  get_user_by_id: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: none,
    data: userSchema,
  }),
  update_profile: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      name: optText(60),
      mobile: optText(20),
      email: optText(254),
      web_language: optText(40),
    }),
    data: userSchema,
  }),
  get_user_coin_score: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: none,
    data: coinScoreSchema,
  }),
  get_users_statistics: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: none,
    data: statisticsSchema,
  }),
  // Ours: the invite page's code, what a referral pays and how many friends joined.
  get_referral_info: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: none,
    data: referralInfoSchema,
  }),
  // Ours: a friend's code entered once after sign-up (user_signup takes it as friends_code at sign-up).
  apply_referral_code: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ friends_code: text(32) }),
    data: referralAppliedSchema,
  }),
  get_user_badges: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...language }),
    data: z.array(badgeSchema),
  }),
  // The original's badge-status update (reference: set_badges): here it only claims an unlocked badge's
  // reward, once; unlocking is the server's alone.
  set_badges: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ type: z.enum(badgeTypes) }),
    data: badgeClaimSchema,
  }),
  /** One of the preset pictures (PRESET_AVATARS) instead of an uploaded one; answers the user. */
  set_profile_avatar: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ avatar: z.enum(PRESET_AVATARS) }),
    data: userSchema,
  }),
  /**
   * SPEC §5: the player's picture, a file field `image` (JPEG, PNG, WebP, GIF or AVIF, up to 5 MB). The
   * server re-encodes it (256×256 WebP, metadata such as GPS position dropped) and answers the user.
   */
  upload_profile_image: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      image: z.custom<Blob | Uint8Array>(
        (v) => v instanceof Uint8Array || (typeof Blob !== 'undefined' && v instanceof Blob),
        'an image file',
      ),
    }),
    data: userSchema,
  }),
  /** Ends this session on the server (or, with everywhere=1, every session of the player). */
  sign_out: action({
    auth: 'user',
    rate: 'write',
    demo: true,
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ everywhere: flag() }),
    data: z.object({ sessions_ended: z.number().int() }),
  }),
  /** The player's signed-in devices, the newest use first. */
  get_sessions: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({}),
    data: z.array(sessionSchema),
  }),
  /** Signs one other device out (its token stops working and its sockets close). */
  end_session: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ session_id: z.uuid() }),
    data: z.object({ sessions_ended: z.number().int() }),
  }),
  delete_user_account: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: none,
    data: accountDeletedSchema,
  }),
  update_fcm_id: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'outbox',
    implemented: true,
    payload: z.object({
      /** A Web Push subscription as JSON (`PushSubscription.toJSON()`), or an FCM registration token. */
      web_fcm_id: text(4096),
      /** '1': this device unsubscribed; forget that subscription. */
      remove: flag(),
    }),
    data: z.object({ devices: z.number() }),
  }),
  get_push_config: action({
    auth: 'none',
    rate: 'read',
    cache: 'swr',
    offline: 'cached',
    implemented: true,
    payload: none,
    data: pushConfigSchema,
  }),
  get_push_preferences: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: none,
    data: pushPreferencesSchema,
  }),
  set_push_preferences: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'outbox',
    implemented: true,
    // Each kind of pushKinds: '1' on, '0' off, absent unchanged.
    payload: z.object({
      battle_invite: flag(),
      badge: flag(),
      payment: flag(),
      daily_reminder: flag(),
      broadcast: flag(),
      contest: flag(),
      daily_reminder_time: z.preprocess(
        (v) => (v === '' ? undefined : v),
        z
          .string()
          .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM')
          .optional(),
      ),
    }),
    data: pushPreferencesSchema,
  }),

  // Settings and languages
  get_web_settings: action({
    auth: 'none',
    rate: 'read',
    cache: 'swr',
    offline: 'cached',
    implemented: true,
    payload: none,
    data: webSettingsSchema,
  }),
  get_settings: action({
    auth: 'none',
    rate: 'read',
    cache: 'swr',
    offline: 'cached',
    implemented: true,
    payload: z.object({
      type: z.preprocess(
        (v) => (v === '' ? undefined : v),
        z
          .enum(['about_us', 'privacy_policy', 'terms_conditions', 'contact_us', 'instructions', 'app_name'])
          .optional(),
      ),
    }),
    data: settingsSchema,
  }),
  get_system_configurations: action({
    auth: 'none',
    rate: 'read',
    cache: 'swr',
    offline: 'cached',
    implemented: true,
    payload: none,
    data: configurationsSchema,
  }),
  get_web_home_settings: action({
    auth: 'none',
    rate: 'read',
    cache: 'swr',
    offline: 'cached',
    implemented: true,
    payload: z.object({ ...language }),
    data: homeSettingsSchema,
  }),
  get_languages: action({
    auth: 'none',
    rate: 'read',
    cache: 'swr',
    offline: 'cached',
    implemented: true,
    payload: z.object({ ...language }),
    data: z.array(contentLanguageSchema),
  }),
  get_system_language_list: action({
    auth: 'none',
    rate: 'read',
    cache: 'swr',
    offline: 'cached',
    implemented: true,
    payload: z.object({ from: int(1, 2) }),
    data: z.array(uiLanguageSchema),
  }),
  get_system_language_json: action({
    auth: 'none',
    rate: 'read',
    cache: 'swr',
    offline: 'cached',
    implemented: true,
    payload: z.object({
      from: int(1, 2),
      language: z
        .string()
        .trim()
        .min(1)
        .max(40)
        .regex(/^[a-z_-]+$/, 'expected a language name'),
    }),
    data: uiLanguagePackSchema,
  }),

  // Catalogue and learning
  get_categories: action({
    auth: 'optional',
    rate: 'read',
    cache: 'swr',
    offline: 'cached',
    implemented: true,
    payload: z.object({ type: int(1, 6), sub_type: optInt(1, 3), ...language }),
    data: z.array(categorySchema),
  }),
  get_subcategory_by_maincategory: action({
    auth: 'optional',
    rate: 'read',
    cache: 'swr',
    offline: 'cached',
    implemented: true,
    payload: z.object({
      category_slug: slug(),
      subcategory_slug: optSlug(),
      type: optInt(1, 6),
      ...language,
    }),
    data: z.array(subcategorySchema),
  }),
  // Network-first: the unlocked level changes the moment a level is passed.
  get_level_data: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ category_slug: slug(), subcategory_slug: optSlug(), ...language }),
    data: levelDataSchema,
  }),
  get_questions_by_level: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ category: slug(), subcategory: optSlug(), level: int(1, 1000), ...language }),
    data: attemptSchema,
  }),
  answer_question: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      attempt_id: z.uuid(),
      question_id: int(1),
      // Empty (or left out, as forms drop empty fields) when the time ran out.
      answer: z.string().trim().max(200).default(''),
    }),
    data: verdictSchema,
  }),
  use_lifeline: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ attempt_id: z.uuid(), question_id: int(1), lifeline: z.enum(lifelineNames) }),
    data: lifelineResultSchema,
  }),
  // Guess the word: reveals one more letter of the answer for a coin (DESIGN §10).
  use_hint: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ attempt_id: z.uuid(), question_id: int(1) }),
    data: hintSchema,
  }),
  /** Ours: the daily quiz card's facts (played today, streak) without issuing the day's attempt. */
  get_daily_status: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...tz }),
    data: dailyStatusSchema,
  }),
  get_daily_quiz: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...language, ...tz }),
    data: dailyQuizSchema,
  }),
  get_questions_by_type: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...language, type: int(1, 2) }),
    data: attemptSchema,
  }),
  get_fun_n_learn: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...language, type: z.enum(['category', 'subcategory']), type_id: int(1) }),
    data: z.array(passageSchema),
  }),
  get_fun_n_learn_questions: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...language, fun_n_learn_id: int(1) }),
    data: attemptSchema.extend({ passage: passageSchema }),
  }),
  get_guess_the_word: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...language, type: z.enum(['category', 'subcategory']), type_id: int(1) }),
    data: attemptSchema,
  }),
  get_questions_for_self_challenge: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      ...language,
      category_slug: slug(),
      subcategory_slug: optSlug(),
      limit: int(1, 50),
      minutes: optInt(1, 60),
    }),
    data: attemptSchema,
  }),
  get_audio_questions: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...language, type: z.enum(['category', 'subcategory']), type_id: int(1) }),
    data: attemptSchema,
  }),
  get_maths_questions: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...language, type: z.enum(['category', 'subcategory']), type_id: int(1) }),
    data: attemptSchema,
  }),
  get_multi_match_questions_by_level: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ level: int(1, 1000), category: slug(), subcategory: optSlug(), ...language }),
    data: attemptSchema,
  }),
  get_multi_match_level_data: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ category_slug: slug(), subcategory_slug: optSlug(), ...language }),
    data: levelDataSchema,
  }),
  report_question: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'outbox',
    implemented: true,
    payload: z.object({ question_id: int(1), message: text(500) }),
    data: reportSchema,
  }),
  multi_match_report_question: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'outbox',
    implemented: true,
    payload: z.object({ question_id: int(1), message: text(500) }),
    data: reportSchema,
  }),
  unlock_premium_category: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ category: int(1) }),
    data: unlockSchema,
  }),

  // Contests
  get_contest: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: false,
    payload: z.object({ ...language, ...tz }),
    data: later,
  }),
  get_questions_by_contest: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: false,
    payload: z.object({ ...language, contest_id: int(1) }),
    data: later,
  }),
  get_contest_leaderboard: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: false,
    payload: z.object({ ...language, contest_id: int(1), ...page }),
    data: later,
  }),

  // Battles
  get_random_questions: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...language, match_id: text(64), category: optInt(0), entry_coin: optInt(0) }),
    data: battleRoomQuestionsSchema,
  }),
  get_question_by_room_id: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ room_id: text(64), category: optInt(0), entry_coin: optInt(0) }),
    data: battleRoomQuestionsSchema,
  }),
  get_battle_statistics: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ sort: optText(20), order: optText(4), ...page }),
    data: battleStatisticsSchema,
  }),
  create_room: action({
    auth: 'user',
    rate: 'guess',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      ...language,
      room_id: optText(16),
      room_type: optText(16),
      category: optInt(0),
      no_of_que: optInt(1, 50),
      entry_coin: optInt(0),
    }),
    data: battleRoomQuestionsSchema,
  }),
  /**
   * Ours: a player of a waiting friend or group room invites someone by their invite code (the one on
   * their Invite Friends page); they get a notification and a push that opens the room's join page.
   */
  invite_to_battle: action({
    auth: 'user',
    rate: 'guess',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ room_code: text(16), friends_code: text(32) }),
    data: battleInviteSchema,
  }),

  // Exams
  get_exam_module: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: false,
    payload: z.object({ type: optInt(1, 2), ...page, ...tz, ...language }),
    data: later,
  }),
  get_exam_module_questions: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: false,
    payload: z.object({ exam_module_id: int(1) }),
    data: later,
  }),
  set_exam_module_result: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'outbox',
    implemented: false,
    payload: z.object({
      exam_module_id: int(1),
      total_duration: optInt(0),
      obtained_marks: optInt(0),
      statistics: optText(20_000),
      rules_violated: flag(),
      captured_question_ids: optText(20_000),
    }),
    data: later,
  }),

  // Scores, coins and wallet
  set_quiz_coin_score: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'outbox',
    implemented: true,
    payload: z.object({
      quiz_type: z.enum([
        '1',
        '1.1',
        '1.2',
        '1.3',
        '1.4',
        '1.5',
        '2',
        '3',
        '4',
        '5',
        '6',
        'contest',
        'self',
        'bookmark',
      ]),
      match_id: z.uuid(),
      play_questions: z.preprocess(
        (v) => (v === '' || v === undefined ? '[]' : v),
        jsonText(z.array(playedAnswer).max(200)),
      ),
      category: optText(120),
      subcategory: optText(120),
      lifeline: optText(200),
      is_bot: flag(),
      total_play_time: optInt(0),
      no_of_hint_used: optInt(0, 1000),
      joined_users_count: optInt(0, 4),
    }),
    data: quizResultSchema,
  }),
  get_offline_pack: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      type: z.enum(['category', 'subcategory']),
      id: int(1),
      /** The version the device holds: when still current the answer is `unchanged` and carries nothing. */
      version: optText(64),
    }),
    data: offlinePackSchema,
  }),
  set_practice_result: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'outbox',
    implemented: true,
    payload: z.object({
      /** The outbox item's id: the game's id on the server too, so a replay records it once. */
      client_id: z.uuid(),
      mode: z.enum(practiceModeIds),
      level: optInt(0, 1000),
      play_questions: jsonText(z.array(playedAnswer).min(1).max(200)),
      /** When the game was played (ms since 1970), as the device says; kept within what is plausible. */
      played_at: int(0, Number.MAX_SAFE_INTEGER),
      seconds: optInt(0, 86_400),
    }),
    data: quizResultSchema,
  }),
  set_user_coin_score: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      coins: int(-2_147_483_647),
      score: optInt(),
      type: optText(64),
      title: optText(200),
    }),
    data: coinScoreSchema,
  }),
  get_tracker_data: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...page, type: trackerFilter() }),
    data: z.array(trackerEntrySchema),
  }),
  get_payment_request: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...page }),
    data: z.array(paymentRequestSchema),
  }),
  // The amount is the server's (coin_used at the configured rate); payment_amount, when sent, must agree.
  set_payment_request: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      payment_type: paymentMethod(),
      payment_address: text(200),
      payment_amount: optText(20),
      coin_used: int(1, 100_000_000),
      details: optText(500),
    }),
    data: paymentResultSchema,
  }),
  delete_pending_payment_request: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ payment_id: int(1) }),
    data: paymentResultSchema,
  }),
  // Operator actions (ours, not the original's): payout decisions and compensating grants.
  admin_update_payment_request: action({
    auth: 'admin',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      payment_id: int(1),
      status: z.enum(['completed', 'rejected']),
      reason: optText(300),
    }),
    data: paymentResultSchema,
  }),
  admin_grant_coins: action({
    auth: 'admin',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      user_id: int(1),
      coins: int(1, 1_000_000),
      // Chosen by the operator's client once per grant, so a retried request credits once.
      grant_id: z
        .string()
        .trim()
        .min(8)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+$/),
      note: optText(200),
    }),
    data: coinGrantSchema,
  }),
  /** Deactivates (status 0: every call answers 126, sockets close) or reactivates a player's account. */
  admin_set_user_status: action({
    auth: 'admin',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ user_id: int(1), status: z.enum(['0', '1']) }),
    data: z.object({ user_id: z.number(), status: z.number(), changed: z.boolean() }),
  }),

  // Leaderboards
  get_daily_leaderboard: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...page }),
    data: leaderboardSchema,
  }),
  get_monthly_leaderboard: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...page }),
    data: leaderboardSchema,
  }),
  get_globle_leaderboard: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...page }),
    data: leaderboardSchema,
  }),

  // Bookmarks and notifications
  get_bookmark: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ type: int(1, 6) }),
    data: z.array(bookmarkSchema),
  }),
  // Plays the bookmarked questions of a type as one graded set (no coins).
  get_bookmark_quiz: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ type: int(1, 6) }),
    data: attemptSchema,
  }),
  set_bookmark: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'outbox',
    implemented: true,
    payload: z.object({ question_id: int(1), status: z.enum(['0', '1']), type: int(1, 6) }),
    data: z.object({ question_id: z.number(), bookmarked: z.boolean() }),
  }),
  get_notifications: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['id', 'date_sent']).default('id')),
      order: z.preprocess(
        (v) => (typeof v === 'string' && v ? v.toUpperCase() : undefined),
        z.enum(['ASC', 'DESC']).default('DESC'),
      ),
      ...page,
    }),
    data: z.array(notificationSchema),
  }),
  // Ours: the header bell's unread count (notifications above the last one the player has seen).
  get_notification_count: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: none,
    data: unreadCountSchema,
  }),
  // Ours: the player has seen everything up to last_id (opening the notifications page).
  set_notifications_read: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'outbox',
    implemented: true,
    payload: z.object({ last_id: int(0) }),
    data: unreadCountSchema,
  }),
} as const;

export type Actions = typeof actions;
export type ActionName = keyof Actions;
export type ActionData<A extends ActionName> = z.output<Actions[A]['data']>;
export type ActionInput<A extends ActionName> = z.output<Actions[A]['payload']>;
/** What a caller passes: the payload's field names, values as they go into a form field (or a file). */
export type ActionPayload<A extends ActionName> = Partial<
  Record<keyof ActionInput<A>, string | number | Blob>
>;

export const actionNames = Object.keys(actions) as ActionName[];
export const isActionName = (name: string): name is ActionName => Object.hasOwn(actions, name);
