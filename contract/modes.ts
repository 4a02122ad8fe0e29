import type { ActionName } from './actions';
import type { PublicSettingKey } from './public-settings';

/**
 * The one table of game modes (SPEC §2). The client derives its router entries, home grid, catalogue
 * pages, bookmark tabs, offline topics and play configuration from it; the server derives its rule
 * lookup (which attempts pay, how, with which ledger reason) from it. Adding a mode starts here: see
 * the README's "Adding a mode".
 */

/** Attempts' `quiz_type`, as the original API names them (SPEC §4 set_quiz_categories). */
export const quizTypes = {
  quizZone: '1',
  dailyQuiz: '1.1',
  trueFalse: '1.2',
  funLearn: '2',
  guessWord: '3',
  audio: '4',
  maths: '5',
  multiMatch: '6',
  selfChallenge: 'self',
  bookmark: 'bookmark',
  /** Games played from a downloaded pack and synced later: recorded, never paid. */
  offline: 'offline',
  /** A contest's one play (server/domains/contest), scored and paid by the contest, not per game. */
  contest: 'contest',
} as const;
export type QuizType = (typeof quizTypes)[keyof typeof quizTypes];

/** The quiz types a player may submit answers for (set_quiz_categories). */
export const submittableQuizTypes: readonly QuizType[] = Object.values(quizTypes).filter(
  (type) => type !== quizTypes.offline,
);

/**
 * How a mode's screens follow each other; the router has one set of routes per flow, so a new mode of
 * an existing flow needs no route of its own.
 * - levels: categories → subcategories → levels → play → result → review
 * - practice: categories → subcategories → intro → play → result → review
 * - passages: categories → subcategories → passages → passage → play → result → review
 * - own: the feature routes its own pages (daily quiz, true/false, self challenge, battles, offline…)
 */
export type ModeFlow = 'levels' | 'practice' | 'passages' | 'own';

/**
 * What a graded attempt earns (server/domains/play/mode-rules.ts applies it):
 * - levels: the pass that opens a new level pays once (coins by percentage, score by credit/deduct);
 * - first_pass: the first pass of a category, subcategory or passage pays once;
 * - daily: counts the day towards the streak, pays nothing;
 * - none: practice, recorded for statistics only.
 */
export type RewardRule =
  { rule: 'levels' | 'first_pass'; reason: string; scoreSource: string } | { rule: 'daily' | 'none' };

/** Icons the client has for modes (src/components/mode-icons.tsx maps them to components). */
export type ModeIcon =
  | 'bulb'
  | 'calendar'
  | 'trueFalse'
  | 'swords'
  | 'users'
  | 'trophy'
  | 'book'
  | 'letters'
  | 'target'
  | 'headphones'
  | 'calculator'
  | 'clipboard'
  | 'puzzle'
  | 'wifiOff'
  | 'bookmark'
  | 'chart';

/** The set_practice_result / set_bookmark modes of a game played from a downloaded pack. */
export type PackModeName = 'quiz_zone' | 'fun_n_learn' | 'guess_the_word' | 'audio' | 'maths';

export interface ModeDef {
  /** Stable id; `mode_<id>` and `mode_<id>_desc` are the title's and description's UI strings. */
  id: string;
  /** Route root, with slashes. */
  path: string;
  /** Attempts of this mode carry this quiz_type (null: not a single-player game). */
  quizType: QuizType | null;
  flow: ModeFlow;
  /** get_categories `type`: the catalogue this mode plays from (null: none). */
  categoryType: number | null;
  /** set_bookmark `type` of the questions it plays, when they can be bookmarked. */
  bookmarkType: number | null;
  /** Web settings: the switch that turns the mode on, the set size and the seconds per question. */
  switchKey: PublicSettingKey | null;
  sizeKey: PublicSettingKey | null;
  secondsKey: PublicSettingKey | null;
  /** Lifelines (50/50, audience poll, reset timer, skip) are offered. */
  lifelines: boolean;
  reward: RewardRule;
  /** Its topics can be downloaded and practised offline, recorded as this mode (null: needs a network). */
  pack: PackModeName | null;
  icon: ModeIcon;
  /** The --mode-N colour token's N. */
  color: number;
  /**
   * How the attempt is served: 'set' gives every question at once; 'one_by_one' gives only the first,
   * and each answer's verdict brings the next (an unserved question cannot be answered).
   */
  serve: 'set' | 'one_by_one';
  /**
   * 'withheld': verdicts say only right or wrong, and the submit's result has no review; the right
   * answers and notes come later from the mode's own review (a contest's, once it has ended).
   */
  answers: 'shown' | 'withheld';
  /**
   * The actions that serve this mode's games: while `switchKey` is off they answer "this mode is turned
   * off" (contract/mode-gate.ts, checked once by the API route for every action).
   */
  actions: readonly ActionName[];
  /** Built (false: routed to a "coming soon" page). */
  live: boolean;
  /** A card on the home page (false: reached from elsewhere, e.g. the profile). */
  home: boolean;
}

type Optional =
  | 'categoryType'
  | 'bookmarkType'
  | 'switchKey'
  | 'sizeKey'
  | 'secondsKey'
  | 'pack'
  | 'serve'
  | 'answers'
  | 'actions';
type Def = Omit<ModeDef, Optional> & Partial<Pick<ModeDef, Optional>>;

/** Keeps each entry's id and flow as literal types, so `ModeOfFlow<'practice'>` is a closed union. */
const mode = <Id extends string, Flow extends ModeFlow>(
  def: Def & { id: Id; flow: Flow },
): ModeDef & { id: Id; flow: Flow } => ({
  categoryType: null,
  bookmarkType: null,
  switchKey: null,
  sizeKey: null,
  secondsKey: null,
  pack: null,
  serve: 'set',
  answers: 'shown',
  actions: [],
  ...def,
});

const none: RewardRule = { rule: 'none' };
const page = { quizType: null, flow: 'own', lifelines: false, reward: none } as const satisfies Partial<Def>;

/** In home-page order. */
export const modeTable = [
  mode({
    id: 'quiz_zone',
    actions: ['get_level_data', 'get_questions_by_level'],
    path: '/quiz-zone/',
    quizType: quizTypes.quizZone,
    flow: 'levels',
    categoryType: 1,
    bookmarkType: 1,
    switchKey: 'quiz_zone_mode',
    secondsKey: 'quiz_zone_duration',
    lifelines: true,
    reward: { rule: 'levels', reason: 'wonQuizZone', scoreSource: 'quiz_zone' },
    pack: 'quiz_zone',
    icon: 'bulb',
    color: 1,
    live: true,
    home: true,
  }),
  mode({
    id: 'daily_quiz',
    actions: ['get_daily_quiz'],
    path: '/quiz-play/daily-quiz-dashboard/',
    quizType: quizTypes.dailyQuiz,
    flow: 'own',
    bookmarkType: 1,
    switchKey: 'daily_quiz_mode',
    sizeKey: 'daily_quiz_total_question',
    secondsKey: 'quiz_zone_duration',
    lifelines: false,
    reward: { rule: 'daily' },
    icon: 'calendar',
    color: 5,
    live: true,
    home: true,
  }),
  mode({
    id: 'true_false',
    actions: ['get_questions_by_type'],
    path: '/quiz-play/true-and-false-play/',
    quizType: quizTypes.trueFalse,
    flow: 'own',
    bookmarkType: 1,
    switchKey: 'true_false_mode',
    sizeKey: 'true_false_quiz_total_question',
    secondsKey: 'quiz_zone_duration',
    lifelines: false,
    reward: none,
    icon: 'trueFalse',
    color: 4,
    live: true,
    home: true,
  }),
  mode({
    ...page,
    id: 'random_battle',
    path: '/random-battle/',
    // Its hub offers a random opponent and a friend's room, each with its own switch.
    icon: 'swords',
    color: 2,
    live: true,
    home: true,
  }),
  mode({
    ...page,
    id: 'group_battle',
    path: '/group-battle/',
    switchKey: 'battle_mode_group',
    icon: 'users',
    color: 8,
    live: true,
    home: true,
  }),
  mode({
    ...page,
    id: 'contest_play',
    actions: ['get_contest', 'get_questions_by_contest'],
    path: '/contest-play/',
    quizType: quizTypes.contest,
    // Each contest's own questions sit in a catalogue category of this type, which no catalogue list
    // (get_categories takes 1–6), pool, pack or battle reads: play prepares and grades them as any other.
    categoryType: 20,
    switchKey: 'contest_mode',
    secondsKey: 'contest_mode_in_seconds',
    // One question at a time, and no right answer until the contest has ended (a player could pass
    // them on to one who plays later); the contest scores and pays, not the game (reward none).
    serve: 'one_by_one',
    answers: 'withheld',
    icon: 'trophy',
    color: 5,
    live: true,
    home: true,
  }),
  mode({
    id: 'fun_learn',
    actions: ['get_fun_n_learn', 'get_fun_n_learn_questions'],
    path: '/fun-and-learn/',
    quizType: quizTypes.funLearn,
    flow: 'passages',
    categoryType: 2,
    switchKey: 'fun_n_learn_question',
    secondsKey: 'fun_n_learn_quiz_duration',
    lifelines: false,
    reward: { rule: 'first_pass', reason: 'wonFunNLearn', scoreSource: 'fun_n_learn' },
    pack: 'fun_n_learn',
    icon: 'book',
    color: 7,
    live: true,
    home: true,
  }),
  mode({
    id: 'guess_word',
    actions: ['get_guess_the_word'],
    path: '/guess-the-word/',
    quizType: quizTypes.guessWord,
    flow: 'practice',
    categoryType: 3,
    bookmarkType: 3,
    switchKey: 'guess_the_word_question',
    sizeKey: 'guess_the_word_total_question',
    secondsKey: 'guess_the_word_seconds',
    lifelines: false,
    reward: { rule: 'first_pass', reason: 'wonGuessTheWord', scoreSource: 'guess_the_word' },
    pack: 'guess_the_word',
    icon: 'letters',
    color: 3,
    live: true,
    home: true,
  }),
  mode({
    id: 'self_challenge',
    actions: ['get_questions_for_self_challenge'],
    path: '/self-learning/',
    quizType: quizTypes.selfChallenge,
    flow: 'own',
    categoryType: 1,
    bookmarkType: 1,
    switchKey: 'self_challenge_mode',
    lifelines: false,
    reward: none,
    icon: 'target',
    color: 6,
    live: true,
    home: true,
  }),
  mode({
    id: 'audio_questions',
    actions: ['get_audio_questions'],
    path: '/audio-questions/',
    quizType: quizTypes.audio,
    flow: 'practice',
    categoryType: 4,
    bookmarkType: 4,
    switchKey: 'audio_mode_question',
    sizeKey: 'audio_quiz_total_question',
    secondsKey: 'audio_quiz_seconds',
    lifelines: false,
    reward: { rule: 'first_pass', reason: 'wonAudioQuiz', scoreSource: 'audio' },
    pack: 'audio',
    icon: 'headphones',
    color: 2,
    live: true,
    home: true,
  }),
  mode({
    id: 'math_mania',
    actions: ['get_maths_questions'],
    path: '/math-mania/',
    quizType: quizTypes.maths,
    flow: 'practice',
    categoryType: 5,
    bookmarkType: 5,
    switchKey: 'maths_quiz_mode',
    sizeKey: 'maths_quiz_total_question',
    secondsKey: 'maths_quiz_seconds',
    lifelines: false,
    reward: { rule: 'first_pass', reason: 'wonMathQuiz', scoreSource: 'maths' },
    pack: 'maths',
    icon: 'calculator',
    color: 4,
    live: true,
    home: true,
  }),
  mode({
    ...page,
    id: 'exam_module',
    actions: ['get_exam_module', 'get_exam_module_questions'],
    path: '/exam-module/',
    switchKey: 'exam_module',
    icon: 'clipboard',
    color: 3,
    live: true,
    home: true,
  }),
  mode({
    id: 'multi_match',
    actions: ['get_multi_match_level_data', 'get_multi_match_questions_by_level'],
    path: '/multi-match-questions/',
    quizType: quizTypes.multiMatch,
    flow: 'levels',
    categoryType: 6,
    bookmarkType: 6,
    switchKey: 'multi_match_mode',
    sizeKey: 'multi_match_total_level_question',
    secondsKey: 'multi_match_duration',
    lifelines: false,
    reward: { rule: 'levels', reason: 'wonMultiMatch', scoreSource: 'multi_match' },
    icon: 'puzzle',
    color: 7,
    live: true,
    home: true,
  }),
  // Not modes of their own but pages with a mode's look: the downloaded topics (played with no
  // network), bookmarked questions and statistics.
  mode({ ...page, id: 'offline', path: '/offline/', icon: 'wifiOff', color: 8, live: true, home: true }),
  mode({
    id: 'bookmarks',
    path: '/play-bookmark-questions/',
    quizType: quizTypes.bookmark,
    flow: 'own',
    lifelines: false,
    reward: none,
    icon: 'bookmark',
    color: 6,
    live: true,
    home: false,
  }),
  mode({
    ...page,
    id: 'statistics',
    path: '/profile/statistics/',
    icon: 'chart',
    color: 1,
    live: true,
    home: false,
  }),
] as const;

export type ModeId = (typeof modeTable)[number]['id'];

/** The ids of the modes of one flow (e.g. the practice modes the router builds pages for). */
export type ModeIdOfFlow<F extends ModeFlow> = Extract<(typeof modeTable)[number], { flow: F }>['id'];

export const modeById = (id: string): ModeDef | undefined => modeTable.find((m) => m.id === id);

/** The mode whose attempts carry this quiz_type. */
export const modeOfQuizType = (quizType: string): ModeDef | undefined =>
  modeTable.find((m) => m.quizType === quizType);

/** The mode of a get_categories `type` (its catalogue's owner, not a mode borrowing it). */
export const modeOfCategoryType = (type: number): ModeDef | undefined =>
  modeTable.find((m) => m.categoryType === type && m.flow !== 'own');

/**
 * Whether a catalogue type belongs to a mode that withholds answers (a contest's own questions): its
 * questions are never downloaded, bookmarked or replayed outside that mode.
 */
export const withheldCatalogue = (type: number): boolean =>
  modeTable.some((m) => m.answers === 'withheld' && m.categoryType === type);

/** Modes whose topics can be downloaded, in home-page order. */
export const packModes = modeTable.filter((m) => m.pack !== null);

/** Bookmark lists, one per type, each named after the mode that owns the type. */
export const bookmarkModes = modeTable.filter(
  (m) => m.bookmarkType !== null && modeOfCategoryType(m.bookmarkType)?.id === m.id,
);

/** The bookmark list a mode's questions go to. */
export function bookmarkTypeOf(id: ModeId): number {
  const type = modeById(id)?.bookmarkType;
  if (type === null || type === undefined) throw new Error(`mode ${id} has no bookmark list`);
  return type;
}

/** Modes of a flow, for the router. */
export const modesOfFlow = <F extends ModeFlow>(flow: F) =>
  modeTable.filter((m): m is Extract<(typeof modeTable)[number], { flow: F }> => m.flow === flow);

/** A mode that plays from a catalogue, checked once at start (a misfiled registry entry fails loudly). */
export function catalogueMode(id: ModeId): ModeDef & { quizType: QuizType; categoryType: number } {
  const found = modeById(id);
  if (!found || found.quizType === null || found.categoryType === null)
    throw new Error(`mode ${id} has no quiz type or catalogue`);
  return { ...found, quizType: found.quizType, categoryType: found.categoryType };
}

/**
 * The catalogues an editor manages in the console: each owner mode's category type (a contest's own
 * questions are the contest's, edited with it).
 */
export const editableCatalogues = modeTable.filter(
  (m): m is (typeof modeTable)[number] & { categoryType: number } =>
    m.categoryType !== null && m.flow !== 'own' && m.answers === 'shown',
);
export const isEditableCatalogue = (type: number) => editableCatalogues.some((m) => m.categoryType === type);
