import { publicSettingDefaults, type PublicSettingKey } from '../../../contract/public-settings';

/**
 * Every setting with its default (DESIGN §10). The public ones (contract/public-settings.ts) are returned
 * by get_system_configurations; the rest (scoring internals, secrets) never leave the server.
 * Seeding inserts missing keys only, so an admin's changes survive restarts.
 */
export interface SettingDef {
  value: string;
  public: boolean;
}

const pub = (value: string | number): SettingDef => ({ value: String(value), public: true });
const internal = (value: string | number): SettingDef => ({ value: String(value), public: false });

const publicSettings = Object.fromEntries(
  Object.entries(publicSettingDefaults).map(([key, value]) => [key, pub(value)]),
) as Record<PublicSettingKey, SettingDef>;

export const settingDefaults = {
  ...publicSettings,
  battle_mode_random_correct_answer_credit_score: internal(4),
  battle_mode_random_quickest_correct_answer_extra_score: internal(2),
  battle_mode_random_second_quickest_correct_answer_extra_score: internal(1),
  battle_mode_one_correct_answer_credit_score: internal(4),
  battle_mode_one_quickest_correct_answer_extra_score: internal(2),
  battle_mode_one_second_quickest_correct_answer_extra_score: internal(1),
  battle_mode_group_correct_answer_credit_score: internal(4),
  battle_mode_group_quickest_correct_answer_extra_score: internal(2),
  battle_mode_group_second_quickest_correct_answer_extra_score: internal(1),
  quiz_zone_total_level_question: internal(10),
  maximum_winning_coins: internal(4),
  minimum_coins_winning_percentage: internal(70),
  quiz_zone_correct_answer_credit_score: internal(4),
  quiz_zone_wrong_answer_deduct_score: internal(4),
  option_shuffle_mode: internal(1),
  guess_the_word_max_winning_coin: internal(10),
  multi_match_correct_answer_credit_score: internal(20),
  multi_match_wrong_answer_deduct_score: internal(10),
  practice_correct_answer_credit_score: internal(4),
  practice_wrong_answer_deduct_score: internal(4),
  // Contests (reference §3.8): right × credit − wrong × deduction; like every scoring rule, not public.
  contest_mode_correct_credit_score: internal(4),
  contest_mode_wrong_deduct_score: internal(4),
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
  faq: '<h3>Is OpenQuiz free?</h3><p>Yes: every mode can be played without paying. Coins are earned by playing.</p><h3>How do I earn coins?</h3><p>Pass levels, win battles and contests, and invite friends with your referral code.</p>',
} as const;

export type PageType = keyof typeof pageDefaults;
