import { catalogueMode, type ModeIdOfFlow } from '../../../contract/modes';
import type { PublicSettingKey } from '../../../contract/public-settings';

/** The "pick a topic, play a set" modes share every screen (contract/modes.ts, flow 'practice'). */
export type PracticeModeId = ModeIdOfFlow<'practice'>;

export interface PracticeMode {
  /** The registry's id; `mode_<id>` is the title's i18n key. */
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

/** What each practice mode has of its own; the rest comes from the registry. */
const own: Record<PracticeModeId, Pick<PracticeMode, 'fetch' | 'hints'>> = {
  guess_word: {
    fetch: 'get_guess_the_word',
    hints: { maxKey: 'guess_the_word_max_hints', costKey: 'guess_the_word_hint_deduct_coin' },
  },
  audio_questions: { fetch: 'get_audio_questions' },
  math_mania: { fetch: 'get_maths_questions' },
};

function practiceMode(id: PracticeModeId): PracticeMode {
  const mode = catalogueMode(id);
  if (mode.bookmarkType === null || !mode.sizeKey || !mode.secondsKey)
    throw new Error(`practice mode ${id} lacks a bookmark type, set size or timer`);
  return {
    id,
    categoryType: mode.categoryType,
    bookmarkType: mode.bookmarkType,
    totalKey: mode.sizeKey,
    secondsKey: mode.secondsKey,
    ...own[id],
  };
}

export const practiceModes = Object.fromEntries(
  (Object.keys(own) as PracticeModeId[]).map((id) => [id, practiceMode(id)]),
) as Record<PracticeModeId, PracticeMode>;

/** Pages get the mode from the router. */
export interface ModeProps {
  mode: PracticeModeId;
}
