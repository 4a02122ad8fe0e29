/**
 * The settings every client may read (get_system_configurations), with their defaults (DESIGN §10).
 * One table for both sides: the server seeds them, and the app falls back on the same value when a
 * key is missing, so a default is never written twice.
 */
export const publicSettingDefaults = {
  system_timezone: 'UTC',
  language_mode: 1,
  app_maintenance: 0,
  /** The oldest app version still served (major.minor.patch; '' none): older clients must update. */
  min_client_version: '',
  welcome_bonus_coin: 10,
  refer_coin: 50,
  earn_coin: 100,
  /** How many referrals one code's owner is paid for a day (system_timezone); the rest wait. */
  referral_daily_cap: 10,
  per_coin: 10,
  coin_amount: 1,
  currency_symbol: '$',
  coin_limit: 100,
  difference_hours: 48,
  email_login: 1,
  phone_login: 0,
  gmail_login: 0,
  quiz_zone_mode: 1,
  quiz_zone_duration: 30,
  quiz_zone_lifeline_deduct_coin: 10,
  quiz_winning_percentage: 30,
  daily_quiz_mode: 1,
  true_false_mode: 1,
  guess_the_word_question: 1,
  self_challenge_mode: 1,
  fun_n_learn_question: 1,
  audio_mode_question: 1,
  maths_quiz_mode: 1,
  multi_match_mode: 1,
  contest_mode: 1,
  // Contests (reference §3.8): seconds per question (their scoring is a server setting).
  contest_mode_in_seconds: 30,
  battle_mode_one: 1,
  battle_mode_group: 1,
  battle_mode_random: 1,
  // Live battles (reference §3.9). `*_category` 1 lets players choose a category; the search duration is
  // in seconds; scoring stays on the server (the original stopped exposing it in v2.3.4).
  battle_mode_random_category: 0,
  battle_mode_random_entry_coin: 5,
  battle_mode_random_in_seconds: 30,
  battle_mode_random_total_question: 10,
  battle_mode_random_search_duration: 30,
  battle_mode_one_category: 1,
  battle_mode_one_entry_coin: 5,
  battle_mode_one_in_seconds: 30,
  battle_mode_one_total_question: 10,
  battle_mode_group_category: 1,
  battle_mode_group_entry_coin: 5,
  battle_mode_group_in_seconds: 30,
  battle_mode_group_total_question: 10,
  exam_module: 1,
  // Seconds an exam attempt may go without a sign of its player (heartbeats every 5 s while the page is
  // visible) and still be resumed: long enough for a reload or a browser restart after a crash, short
  // enough that leaving the exam to look answers up ends it. The original's 5 s counted only while the
  // app was backgrounded; ours is measured by the server, so it must cover a page load too.
  exam_module_resume_exam_timeout: 30,
  daily_quiz_total_question: 10,
  true_false_quiz_total_question: 10,
  guess_the_word_seconds: 60,
  guess_the_word_total_question: 10,
  guess_the_word_max_hints: 2,
  guess_the_word_hint_deduct_coin: 1,
  self_challenge_max_questions: 30,
  self_challenge_max_minutes: 30,
  fun_n_learn_quiz_duration: 30,
  audio_quiz_total_question: 10,
  audio_quiz_seconds: 45,
  maths_quiz_total_question: 10,
  maths_quiz_seconds: 60,
  multi_match_total_level_question: 10,
  multi_match_duration: 45,
  /**
   * Moves with every content write of the console (issue 17): clients that see it change drop their
   * cached catalogue answers and offline packs refresh.
   */
  content_version: 1,
} as const;

export type PublicSettingKey = keyof typeof publicSettingDefaults;
