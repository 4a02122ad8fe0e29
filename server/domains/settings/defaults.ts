/**
 * Every setting with its default (DESIGN §10). `public` settings are returned by
 * get_system_configurations; the rest (scoring internals, secrets) never leave the server.
 * Seeding inserts missing keys only, so an admin's changes survive restarts.
 */
export interface SettingDef {
  value: string;
  public: boolean;
}

const pub = (value: string | number): SettingDef => ({ value: String(value), public: true });
const internal = (value: string | number): SettingDef => ({ value: String(value), public: false });

export const settingDefaults = {
  system_timezone: pub('UTC'),
  language_mode: pub(1),
  app_maintenance: pub(0),
  welcome_bonus_coin: pub(10),
  refer_coin: pub(50),
  earn_coin: pub(100),
  /** How many referrals one code's owner is paid for a day (system_timezone); the rest wait. */
  referral_daily_cap: pub(10),
  per_coin: pub(10),
  coin_amount: pub(1),
  currency_symbol: pub('$'),
  coin_limit: pub(100),
  difference_hours: pub(48),
  email_login: pub(1),
  phone_login: pub(0),
  gmail_login: pub(0),
  quiz_zone_mode: pub(1),
  quiz_zone_duration: pub(30),
  quiz_zone_lifeline_deduct_coin: pub(10),
  quiz_winning_percentage: pub(30),
  daily_quiz_mode: pub(1),
  true_false_mode: pub(1),
  guess_the_word_question: pub(1),
  self_challenge_mode: pub(1),
  fun_n_learn_question: pub(1),
  audio_mode_question: pub(1),
  maths_quiz_mode: pub(1),
  multi_match_mode: pub(1),
  contest_mode: pub(1),
  battle_mode_one: pub(1),
  battle_mode_group: pub(1),
  battle_mode_random: pub(1),
  // Live battles (reference §3.9). `*_category` 1 lets players choose a category; the search duration is
  // in seconds; scoring stays on the server (the original stopped exposing it in v2.3.4).
  battle_mode_random_category: pub(0),
  battle_mode_random_entry_coin: pub(5),
  battle_mode_random_in_seconds: pub(30),
  battle_mode_random_total_question: pub(10),
  battle_mode_random_search_duration: pub(30),
  battle_mode_one_category: pub(1),
  battle_mode_one_entry_coin: pub(5),
  battle_mode_one_in_seconds: pub(30),
  battle_mode_one_total_question: pub(10),
  battle_mode_group_category: pub(1),
  battle_mode_group_entry_coin: pub(5),
  battle_mode_group_in_seconds: pub(30),
  battle_mode_group_total_question: pub(10),
  battle_mode_random_correct_answer_credit_score: internal(4),
  battle_mode_random_quickest_correct_answer_extra_score: internal(2),
  battle_mode_random_second_quickest_correct_answer_extra_score: internal(1),
  battle_mode_one_correct_answer_credit_score: internal(4),
  battle_mode_one_quickest_correct_answer_extra_score: internal(2),
  battle_mode_one_second_quickest_correct_answer_extra_score: internal(1),
  battle_mode_group_correct_answer_credit_score: internal(4),
  battle_mode_group_quickest_correct_answer_extra_score: internal(2),
  battle_mode_group_second_quickest_correct_answer_extra_score: internal(1),
  exam_module: pub(1),
  quiz_zone_total_level_question: internal(10),
  maximum_winning_coins: internal(4),
  minimum_coins_winning_percentage: internal(70),
  quiz_zone_correct_answer_credit_score: internal(4),
  quiz_zone_wrong_answer_deduct_score: internal(4),
  option_shuffle_mode: internal(1),
  daily_quiz_total_question: pub(10),
  true_false_quiz_total_question: pub(10),
  guess_the_word_seconds: pub(60),
  guess_the_word_total_question: pub(10),
  guess_the_word_max_hints: pub(2),
  guess_the_word_hint_deduct_coin: pub(1),
  guess_the_word_max_winning_coin: internal(10),
  self_challenge_max_questions: pub(30),
  self_challenge_max_minutes: pub(30),
  fun_n_learn_quiz_duration: pub(30),
  audio_quiz_total_question: pub(10),
  audio_quiz_seconds: pub(45),
  maths_quiz_total_question: pub(10),
  maths_quiz_seconds: pub(60),
  multi_match_total_level_question: pub(10),
  multi_match_duration: pub(45),
  multi_match_correct_answer_credit_score: internal(20),
  multi_match_wrong_answer_deduct_score: internal(10),
  practice_correct_answer_credit_score: internal(4),
  practice_wrong_answer_deduct_score: internal(4),
} satisfies Record<string, SettingDef>;

export type SettingKey = keyof typeof settingDefaults;

/** Pages served by get_settings (HTML strings an admin edits). */
export const pageDefaults = {
  app_name: 'OpenQuiz',
  about_us:
    '<p>OpenQuiz is a free, open-source quiz game. Play quizzes on any topic, earn coins, climb the leaderboards and challenge your friends.</p>',
  privacy_policy:
    '<p>We store your account (name, email, mobile), your game progress and your coin history to run the game. We never sell your data. You can delete your account at any time from your profile.</p>',
  terms_conditions:
    '<p>Play fair: one account per person, no automated play. Coins have no cash value except through the redeem rules shown in the wallet.</p>',
  contact_us: '<p>Write to the operator of this site at the address shown in the footer.</p>',
  instructions:
    '<ul><li>Answer each question before the timer runs out.</li><li>Pass a level with 30% correct answers to unlock the next one.</li><li>Lifelines cost coins and can be used once per level.</li></ul>',
} as const;

export type PageType = keyof typeof pageDefaults;
