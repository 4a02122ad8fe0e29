import { z } from 'zod';
import { userRoles } from './action-def';

/** Response data shapes. The server's integration tests parse every response through these. */

export const userSchema = z.object({
  id: z.number(),
  firebase_id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  type: z.string(),
  profile: z.string(),
  coins: z.number(),
  all_time_score: z.number(),
  refer_code: z.string(),
  friends_code: z.string(),
  status: z.number(),
  web_language: z.string(),
  date_registered: z.string(),
  /** The sign-in address is proven (a verification link followed); other providers prove their own. */
  email_verified: z.boolean(),
  /** An operator with every right (role `admin`); kept beside `role` for older clients. */
  is_admin: z.boolean(),
  /**
   * `player`, or an operator role (`editor`: content and reports; `admin`: everything). The app shows
   * the console to operators; the server checks the role again on every admin action.
   */
  role: z.enum(userRoles),
});
export type User = z.infer<typeof userSchema>;
export const signedInUserSchema = userSchema.extend({ api_token: z.string() });
export type SignedInUser = z.infer<typeof signedInUserSchema>;

export const identitySchema = z.object({
  firebase_id: z.string(),
  email: z.string(),
  /** A number proven by a code (phone sign-in), in international form. */
  phone: z.string().optional(),
  /** Phone sign-in: whether the number already has an account (told only to whoever proved it). */
  registered: z.boolean().optional(),
  id_token: z.string(),
});
export type Identity = z.infer<typeof identitySchema>;

/** A sign-in code on its way: the number in international form, and when another may be asked for. */
export const phoneCodeSentSchema = z.object({
  phone: z.string(),
  resend_after: z.number(),
  expires_in: z.number(),
});

/** The address a mail went to (or was proven, or was asked about). */
export const mailedSchema = z.object({ email: z.string() });

export const coinScoreSchema = z.object({ coins: z.number(), score: z.number() });
export const existsSchema = z.object({ exists: z.boolean() });

export const settingValue = z.union([z.string(), z.number(), z.boolean()]);
export const configurationsSchema = z.record(z.string(), settingValue);
export type Configurations = z.infer<typeof configurationsSchema>;

export const webSettingsSchema = z.object({
  site_name: z.string(),
  tagline: z.string(),
  description: z.string(),
  keywords: z.string(),
  share_image: z.string(),
  header_logo: z.string(),
  favicon: z.string(),
  primary_color: z.string(),
  footer_color: z.string(),
  company_name_footer: z.string(),
  company_text: z.string(),
  email_footer: z.string(),
  phone_number_footer: z.string(),
  address_text: z.string(),
  web_link_footer: z.string(),
  maintenance: z.boolean(),
  /** A demo deployment: the login page offers a read-only demo account (DEMO_MODE=on). */
  demo_mode: z.boolean(),
  /**
   * Firebase sign-in when the operator configured it: the web app's public config and the providers to
   * offer (google, apple…); null without it, and the login page then loads nothing of Firebase.
   */
  firebase_auth: z
    .object({ config: z.record(z.string(), z.string()), providers: z.array(z.string()) })
    .nullable(),
  social_media: z.array(z.object({ link: z.string(), icon: z.string(), name: z.string() })),
});
export type WebSettings = z.infer<typeof webSettingsSchema>;

export const pageSettingSchema = z.object({ type: z.string(), message: z.string() });
export const settingsSchema = z.union([z.string(), z.array(pageSettingSchema)]);

export const homeSettingsSchema = z.object({
  sliderData: z.array(
    z.object({ id: z.number(), image: z.string(), title: z.string(), description: z.string() }),
  ),
  sections: z.array(
    z.object({ heading: z.string(), items: z.array(z.object({ title: z.string(), desc: z.string() })) }),
  ),
});
export type HomeSettings = z.infer<typeof homeSettingsSchema>;

export const contentLanguageSchema = z.object({
  id: z.number(),
  language: z.string(),
  code: z.string(),
  default_active: z.boolean(),
});
export type ContentLanguage = z.infer<typeof contentLanguageSchema>;

/**
 * What index.html carries besides the web settings (server/http/index-html.ts): the answers of
 * get_system_configurations, get_languages and get_system_language_list, so a page's first request
 * knows its content language and the interface language is settled without a round trip at start.
 */
export interface BootData {
  config: Configurations;
  languages: ContentLanguage[];
  /** Absent from a page cached (by the service worker) before it was added. */
  ui_languages?: UiLanguage[];
}

export const uiLanguageSchema = z.object({
  name: z.string(),
  title: z.string(),
  web_version: z.string(),
  web_rtl_support: z.boolean(),
  web_default: z.boolean(),
});
export type UiLanguage = z.infer<typeof uiLanguageSchema>;

export const uiLanguagePackSchema = uiLanguageSchema.extend({
  strings: z.record(z.string(), z.string()),
});
export type UiLanguagePack = z.infer<typeof uiLanguagePackSchema>;

export const categorySchema = z.object({
  id: z.number(),
  language_id: z.number(),
  category_name: z.string(),
  slug: z.string(),
  type: z.number(),
  image: z.string(),
  is_premium: z.boolean(),
  coins: z.number(),
  row_order: z.number(),
  no_of: z.number(),
  no_of_que: z.number(),
  maxlevel: z.number(),
  is_play: z.boolean(),
  has_unlocked: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;

export const subcategorySchema = z.object({
  id: z.number(),
  maincat_id: z.number(),
  language_id: z.number(),
  subcategory_name: z.string(),
  slug: z.string(),
  image: z.string(),
  row_order: z.number(),
  category_name: z.string(),
  no_of_que: z.number(),
  maxlevel: z.number(),
  unlocked_level: z.number(),
  is_play: z.boolean(),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

export const levelDataSchema = z.object({
  level: z.number(),
  no_of_ques: z.number(),
  max_level: z.number(),
  category: z.object({
    id: z.number(),
    category_name: z.string(),
    slug: z.string(),
    is_premium: z.boolean(),
    coins: z.number(),
    has_unlocked: z.boolean(),
  }),
  subcategory: z.object({ id: z.number(), subcategory_name: z.string(), slug: z.string() }).nullable(),
  level_data: z.array(z.object({ level: z.number(), no_of_ques: z.number() })),
});
export type LevelData = z.infer<typeof levelDataSchema>;

export const optionSchema = z.object({ key: z.string(), text: z.string() });
export const questionKindNames = [
  'choice',
  'true_false',
  'guess_the_word',
  'multi_select',
  'sequence',
  'match',
] as const;
export type QuestionKindName = (typeof questionKindNames)[number];

/**
 * A question as a player gets it: never its answer. A word comes as letter tiles and word lengths, a
 * match with its right-hand column (`pairs`, keyed 1…n) shuffled.
 */
export const playQuestionSchema = z.object({
  id: z.number(),
  question: z.string(),
  question_type: z.number(),
  kind: z.enum(questionKindNames),
  image: z.string(),
  audio: z.string(),
  options: z.array(optionSchema),
  bookmarked: z.boolean(),
  letters: z.array(z.string()).optional(),
  word_lengths: z.array(z.number()).optional(),
  pairs: z.array(optionSchema).optional(),
});
export type PlayQuestion = z.infer<typeof playQuestionSchema>;

export const lifelineNames = ['fifty_fifty', 'audience_poll', 'reset_time', 'skip'] as const;
export type LifelineName = (typeof lifelineNames)[number];

export const attemptSchema = z.object({
  attempt_id: z.string(),
  quiz_type: z.string(),
  title: z.string(),
  category_slug: z.string(),
  subcategory_slug: z.string(),
  level: z.number(),
  /** 0 when the whole set has one timer (`seconds_total`). */
  seconds_per_question: z.number(),
  seconds_total: z.number(),
  /** 0: no lifelines in this mode. */
  lifeline_cost: z.number(),
  max_hints: z.number(),
  hint_cost: z.number(),
  questions: z.array(playQuestionSchema),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const verdictSchema = z.object({
  question_id: z.number(),
  correct: z.boolean(),
  /** The right answer; '' where the mode withholds it (a contest, until it has ended). */
  answer: z.string(),
  /** Modes served one question at a time (contests): the next question, absent after the last. */
  next: playQuestionSchema.optional(),
});

export const hintSchema = z.object({
  question_id: z.number(),
  /** 0-based position in the answer, spaces not counted. */
  position: z.number(),
  letter: z.string(),
  hints_left: z.number(),
  coins: z.number(),
});
export type Hint = z.infer<typeof hintSchema>;

export const passageSchema = z.object({
  id: z.number(),
  language_id: z.number(),
  category: z.number(),
  subcategory: z.number(),
  title: z.string(),
  detail: z.string(),
  content_type: z.enum(['0', '1', '2']),
  content_data: z.string(),
  no_of_que: z.number(),
  is_play: z.boolean(),
});
export type Passage = z.infer<typeof passageSchema>;

export const dailyQuizSchema = attemptSchema.extend({ day: z.string(), streak: z.number() });

/**
 * The daily quiz card: the player's today, whether it is played, and the streak as it stands (ending
 * today when played, else ending yesterday: alive until midnight). Fetching it issues nothing.
 */
export const dailyStatusSchema = z.object({
  day: z.string(),
  played: z.boolean(),
  streak: z.number(),
  /** The longest run of consecutive days the player ever played (the current one included). */
  best_streak: z.number(),
  /** The calendar's month, 'YYYY-MM' (the one asked for, else the player's current month)… */
  month: z.string(),
  /** …and the days of it the player played, 'YYYY-MM-DD' on the account's calendar, ascending. */
  played_days: z.array(z.string()),
  /** The first day the player ever played, so the calendar goes back no further; null before any. */
  first_day: z.string().nullable(),
});
export type DailyQuiz = z.infer<typeof dailyQuizSchema>;
export type DailyStatus = z.infer<typeof dailyStatusSchema>;

export const bookmarkSchema = z.object({
  id: z.number(),
  question_id: z.number(),
  type: z.number(),
  question: z.string(),
  kind: z.enum(questionKindNames),
  image: z.string(),
  category_name: z.string(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

export const reportSchema = z.object({ question_id: z.number(), reported: z.boolean() });
export type Verdict = z.infer<typeof verdictSchema>;

export const lifelineResultSchema = z.object({
  lifeline: z.enum(lifelineNames),
  coins: z.number(),
  removed: z.array(z.string()),
  poll: z.array(z.object({ key: z.string(), percent: z.number() })),
});
export type LifelineResult = z.infer<typeof lifelineResultSchema>;

export const reviewItemSchema = playQuestionSchema.extend({
  answer: z.string(),
  user_answer: z.string(),
  correct: z.boolean(),
  note: z.string(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const quizResultSchema = z.object({
  quiz_type: z.string(),
  total_questions: z.number(),
  correct_answers: z.number(),
  incorrect_answers: z.number(),
  winning_percentage: z.number(),
  passed: z.boolean(),
  earned_coins: z.number(),
  earned_score: z.number(),
  lifeline_coins_spent: z.number(),
  level: z.number(),
  unlocked_level: z.number(),
  max_level: z.number(),
  coins: z.number(),
  score: z.number(),
  replayed: z.boolean(),
  /** Modes that pay on the first pass only: this pass came after one, so it paid nothing. */
  completed_before: z.boolean(),
  /** Daily quiz: consecutive days played, today included. */
  streak: z.number(),
  /**
   * Daily quiz: this day made the longest streak the player ever had (it passed their old best).
   * Optional: results made on the device (offline packs) have no streak to speak of.
   */
  streak_record: z.boolean().optional(),
  /** The player holds an offline pack of this topic, so this pass paid nothing. */
  pack_held: z.boolean().default(false),
  /** Badge types this game unlocked (the result screen celebrates them). */
  badges: z.array(z.string()).default([]),
  review: z.array(reviewItemSchema),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

export const unlockSchema = z.object({ category: z.number(), coins: z.number() });
export type Unlock = z.infer<typeof unlockSchema>;
