import type { PublicSettingKey } from '../../../contract/public-settings';

/** The three "pick a topic, play a set" modes share every screen; this is all that differs. */
export type PracticeModeId = 'guess_word' | 'audio_questions' | 'math_mania';

export interface PracticeMode {
  /** The id in components/modes.tsx; `mode_<id>` is the title's i18n key. */
  id: PracticeModeId;
  /** get_categories `type`. */
  categoryType: number;
  fetch: 'get_guess_the_word' | 'get_audio_questions' | 'get_maths_questions';
  bookmarkType: number;
  /** System configuration keys of the set size and the timer. */
  totalKey: PublicSettingKey;
  secondsKey: PublicSettingKey;
  /** Guess the word: the hint allowance and price. */
  hints?: { maxKey: PublicSettingKey; costKey: PublicSettingKey };
}

export const practiceModes: Record<PracticeModeId, PracticeMode> = {
  guess_word: {
    id: 'guess_word',
    categoryType: 3,
    fetch: 'get_guess_the_word',
    bookmarkType: 3,
    totalKey: 'guess_the_word_total_question',
    secondsKey: 'guess_the_word_seconds',
    hints: { maxKey: 'guess_the_word_max_hints', costKey: 'guess_the_word_hint_deduct_coin' },
  },
  audio_questions: {
    id: 'audio_questions',
    categoryType: 4,
    fetch: 'get_audio_questions',
    bookmarkType: 4,
    totalKey: 'audio_quiz_total_question',
    secondsKey: 'audio_quiz_seconds',
  },
  math_mania: {
    id: 'math_mania',
    categoryType: 5,
    fetch: 'get_maths_questions',
    bookmarkType: 5,
    totalKey: 'maths_quiz_total_question',
    secondsKey: 'maths_quiz_seconds',
  },
};

/** Pages get the mode from the router. */
export interface ModeProps {
  mode: PracticeModeId;
}
