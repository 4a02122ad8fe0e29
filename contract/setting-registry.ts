import { VERSION } from './versions';

/**
 * Every setting an operator edits in the console (issue 17), described once: which form group shows
 * it, what kind of value it holds and its range. The server validates `admin_save_settings` with it and
 * the console builds its form from it, so a rule is never written twice. `store` says where the value
 * lives: `system` (settings: get_system_configurations and the server's rules) or `web` (web_settings:
 * get_web_settings). A server test checks this table lists exactly the keys both stores have.
 */
export const settingGroups = [
  'maintenance',
  'site',
  'signin',
  'modes',
  'coins',
  'quiz',
  'battles',
  'contests',
  'exams',
] as const;
export type SettingGroup = (typeof settingGroups)[number];

export type SettingKind =
  | { kind: 'switch' }
  | { kind: 'whole'; min: number; max: number }
  | { kind: 'text'; max: number; optional?: boolean }
  | { kind: 'color' }
  | { kind: 'url' }
  | { kind: 'email' }
  | { kind: 'timezone' }
  | { kind: 'version' };

export type SettingDescription = SettingKind & { group: SettingGroup; store: 'system' | 'web' };

const sw = (group: SettingGroup): SettingDescription => ({ kind: 'switch', group, store: 'system' });
const whole = (group: SettingGroup, min: number, max: number): SettingDescription => ({
  kind: 'whole',
  min,
  max,
  group,
  store: 'system',
});
const web = (kind: SettingKind): SettingDescription => ({ ...kind, group: 'site', store: 'web' });
const line = (max = 120, optional = false): SettingKind => ({ kind: 'text', max, optional });

/** Seconds a question may last, coins a rule may pay, questions a game may have: generous, but bounded. */
const SECONDS = 600;
const COINS = 100_000;
const QUESTIONS = 100;

export const settingRegistry = {
  // Maintenance and the oldest installed app still allowed to play (the top of the settings page).
  app_maintenance: sw('maintenance'),
  min_client_version: { kind: 'version', group: 'maintenance', store: 'system' },
  // Site and branding.
  site_name: web(line(60)),
  tagline: web(line(120, true)),
  description: web(line(300, true)),
  keywords: web(line(300, true)),
  share_image: web({ kind: 'url' }),
  header_logo: web({ kind: 'url' }),
  favicon: web({ kind: 'url' }),
  primary_color: web({ kind: 'color' }),
  footer_color: web({ kind: 'color' }),
  company_name_footer: web(line(80, true)),
  company_text: web(line(300, true)),
  email_footer: web({ kind: 'email' }),
  phone_number_footer: web(line(40, true)),
  address_text: web(line(200, true)),
  web_link_footer: web({ kind: 'url' }),
  system_timezone: { kind: 'timezone', group: 'site', store: 'system' },
  language_mode: sw('site'),
  // Sign-in methods.
  email_login: sw('signin'),
  phone_login: sw('signin'),
  gmail_login: sw('signin'),
  // Modes on and off (enforced by the server: contract/mode-gate.ts).
  quiz_zone_mode: sw('modes'),
  daily_quiz_mode: sw('modes'),
  true_false_mode: sw('modes'),
  guess_the_word_question: sw('modes'),
  self_challenge_mode: sw('modes'),
  fun_n_learn_question: sw('modes'),
  audio_mode_question: sw('modes'),
  maths_quiz_mode: sw('modes'),
  multi_match_mode: sw('modes'),
  contest_mode: sw('modes'),
  exam_module: sw('modes'),
  battle_mode_random: sw('modes'),
  battle_mode_one: sw('modes'),
  battle_mode_group: sw('modes'),
  // Coins and economy.
  welcome_bonus_coin: whole('coins', 0, COINS),
  refer_coin: whole('coins', 0, COINS),
  earn_coin: whole('coins', 0, COINS),
  referral_daily_cap: whole('coins', 0, 1_000),
  per_coin: whole('coins', 1, COINS),
  coin_amount: whole('coins', 1, COINS),
  currency_symbol: { ...line(8), group: 'coins', store: 'system' },
  coin_limit: whole('coins', 1, 10_000_000),
  difference_hours: whole('coins', 0, 24 * 365),
  maximum_winning_coins: whole('coins', 0, COINS),
  minimum_coins_winning_percentage: whole('coins', 0, 100),
  guess_the_word_max_winning_coin: whole('coins', 0, COINS),
  quiz_zone_lifeline_deduct_coin: whole('coins', 0, COINS),
  guess_the_word_hint_deduct_coin: whole('coins', 0, COINS),
  // Quiz timers, sizes and scoring.
  quiz_zone_duration: whole('quiz', 5, SECONDS),
  quiz_winning_percentage: whole('quiz', 0, 100),
  quiz_zone_total_level_question: whole('quiz', 1, QUESTIONS),
  quiz_zone_correct_answer_credit_score: whole('quiz', 0, 1_000),
  quiz_zone_wrong_answer_deduct_score: whole('quiz', 0, 1_000),
  option_shuffle_mode: sw('quiz'),
  daily_quiz_total_question: whole('quiz', 1, QUESTIONS),
  true_false_quiz_total_question: whole('quiz', 1, QUESTIONS),
  guess_the_word_seconds: whole('quiz', 5, SECONDS),
  guess_the_word_total_question: whole('quiz', 1, QUESTIONS),
  guess_the_word_max_hints: whole('quiz', 0, 20),
  self_challenge_max_questions: whole('quiz', 1, QUESTIONS),
  self_challenge_max_minutes: whole('quiz', 1, 180),
  fun_n_learn_quiz_duration: whole('quiz', 5, SECONDS),
  audio_quiz_total_question: whole('quiz', 1, QUESTIONS),
  audio_quiz_seconds: whole('quiz', 5, SECONDS),
  maths_quiz_total_question: whole('quiz', 1, QUESTIONS),
  maths_quiz_seconds: whole('quiz', 5, SECONDS),
  multi_match_total_level_question: whole('quiz', 1, QUESTIONS),
  multi_match_duration: whole('quiz', 5, SECONDS),
  multi_match_correct_answer_credit_score: whole('quiz', 0, 1_000),
  multi_match_wrong_answer_deduct_score: whole('quiz', 0, 1_000),
  practice_correct_answer_credit_score: whole('quiz', 0, 1_000),
  practice_wrong_answer_deduct_score: whole('quiz', 0, 1_000),
  // Battles.
  battle_mode_random_category: sw('battles'),
  battle_mode_random_entry_coin: whole('battles', 0, COINS),
  battle_mode_random_in_seconds: whole('battles', 5, SECONDS),
  battle_mode_random_total_question: whole('battles', 1, 50),
  battle_mode_random_search_duration: whole('battles', 5, SECONDS),
  battle_mode_random_correct_answer_credit_score: whole('battles', 0, 1_000),
  battle_mode_random_quickest_correct_answer_extra_score: whole('battles', 0, 1_000),
  battle_mode_random_second_quickest_correct_answer_extra_score: whole('battles', 0, 1_000),
  battle_mode_one_category: sw('battles'),
  battle_mode_one_entry_coin: whole('battles', 0, COINS),
  battle_mode_one_in_seconds: whole('battles', 5, SECONDS),
  battle_mode_one_total_question: whole('battles', 1, 50),
  battle_mode_one_correct_answer_credit_score: whole('battles', 0, 1_000),
  battle_mode_one_quickest_correct_answer_extra_score: whole('battles', 0, 1_000),
  battle_mode_one_second_quickest_correct_answer_extra_score: whole('battles', 0, 1_000),
  battle_mode_group_category: sw('battles'),
  battle_mode_group_entry_coin: whole('battles', 0, COINS),
  battle_mode_group_in_seconds: whole('battles', 5, SECONDS),
  battle_mode_group_total_question: whole('battles', 1, 50),
  battle_mode_group_correct_answer_credit_score: whole('battles', 0, 1_000),
  battle_mode_group_quickest_correct_answer_extra_score: whole('battles', 0, 1_000),
  battle_mode_group_second_quickest_correct_answer_extra_score: whole('battles', 0, 1_000),
  // Contests.
  contest_mode_in_seconds: whole('contests', 5, SECONDS),
  contest_mode_correct_credit_score: whole('contests', 0, 1_000),
  contest_mode_wrong_deduct_score: whole('contests', 0, 1_000),
  // Exams.
  exam_module_resume_exam_timeout: whole('exams', 10, 3_600),
} as const satisfies Record<string, SettingDescription>;

export type RegisteredSettingKey = keyof typeof settingRegistry;
export const registeredSettingKeys = Object.keys(settingRegistry) as RegisteredSettingKey[];
export const isRegisteredSetting = (key: string): key is RegisteredSettingKey =>
  Object.hasOwn(settingRegistry, key);

export { clientTooOld, compareVersions } from './versions';

/**
 * The stored form of a value for this setting, or null when the value is not allowed. Switches are
 * 0/1, whole numbers stay within their range, colours are #rrggbb, addresses are http(s) or a path on
 * this site, a time zone is one the runtime knows, a version is major.minor.patch (or empty: none).
 */
export function normaliseSetting(def: SettingKind, raw: string): string | null {
  const value = raw.trim();
  switch (def.kind) {
    case 'switch':
      return value === '0' || value === '1' ? value : null;
    case 'whole': {
      if (!/^-?\d+$/.test(value)) return null;
      const n = Number(value);
      return n >= def.min && n <= def.max ? String(n) : null;
    }
    case 'text':
      if (value.length > def.max || (!def.optional && value === '')) return null;
      // No markup in a plain setting: it is shown as text, and a stray tag would only confuse.
      return /[<>]/.test(value) ? null : value;
    case 'color':
      return /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : null;
    case 'url':
      if (value === '' || /^\/(?!\/)\S*$/.test(value)) return value;
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:' ? value : null;
      } catch {
        return null;
      }
    case 'email':
      return value === '' || /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value) ? value : null;
    case 'timezone':
      try {
        new Intl.DateTimeFormat('en', { timeZone: value });
        return value === '' ? null : value;
      } catch {
        return null;
      }
    case 'version':
      return value === '' || VERSION.test(value) ? value : null;
  }
}

/**
 * Settings the server moves itself and no operator types: `content_version` goes up with every content
 * write (and the console's "refresh offline content" button), so clients know to drop cached answers.
 */
export const serverOwnedSettings = ['content_version'] as const;
