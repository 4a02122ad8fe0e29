import { z } from 'zod';
import { optionSchema } from './models';

/** Live battles (issue 5): what rooms, questions and results look like to a player. */

export const battleKinds = ['random', 'friend', 'group', 'bot'] as const;
export type BattleKind = (typeof battleKinds)[number];

/**
 * The emoji / quick-message strip: players pick from this list and the server relays nothing else, so a
 * battle never carries free text between strangers. Words are keys the client translates (`quick_<key>`).
 */
export const battleQuickMessages = [
  '👍',
  '😂',
  '😮',
  '🔥',
  '👏',
  '😢',
  'good_luck',
  'well_played',
  'nice_one',
  'so_close',
  'hurry_up',
] as const;
export type BattleQuickMessage = (typeof battleQuickMessages)[number];

/** A battle question as a player sees it: never with its answer. */
export const battleQuestionSchema = z.object({
  id: z.number(),
  question: z.string(),
  question_type: z.string(),
  image: z.string(),
  options: z.array(optionSchema),
});
export type BattleQuestionView = z.infer<typeof battleQuestionSchema>;

export const battlePlayerSchema = z.object({
  seat: z.number(),
  /** 0 for the bot. */
  user_id: z.number(),
  is_bot: z.boolean(),
  name: z.string(),
  profile: z.string(),
  score: z.number(),
  correct: z.number(),
  /** False while a dropped player is inside the rejoin grace. */
  connected: z.boolean(),
  forfeited: z.boolean(),
  /** Whether this player has answered the current question (never what or whether it was right). */
  answered: z.boolean(),
});
export type BattlePlayer = z.infer<typeof battlePlayerSchema>;

/** The room as every member sees it (lobby presence and live standings). */
/** The most questions a room is drawn (create_room's no_of_que is capped to it); both sides need it. */
export const BATTLE_MAX_QUESTIONS = 30;

export const battleRoomSchema = z.object({
  room_id: z.string(),
  /** The 6-character code to share; '' for random and bot rooms. */
  code: z.string(),
  kind: z.enum(battleKinds),
  state: z.enum(['waiting', 'started', 'reveal', 'finished', 'deleted']),
  owner_id: z.number(),
  entry_fee: z.number(),
  /** The coins at stake: every player's fee (at least two); 0 in bot rooms. The server's rule. */
  pot: z.number(),
  /** The quiz-zone category the questions come from; 0 for every open category. */
  category_id: z.number(),
  max_players: z.number(),
  question_count: z.number(),
  seconds_per_question: z.number(),
  players: z.array(battlePlayerSchema),
  question_index: z.number(),
  question: battleQuestionSchema.nullable(),
  /** Server clock, epoch ms; sync with clock:sync to draw the countdown. */
  deadline_at: z.number().nullable(),
  server_time: z.number(),
});
export type BattleRoom = z.infer<typeof battleRoomSchema>;

export const battleVerdictSchema = z.object({
  question_index: z.number(),
  answer: z.string(),
  correct: z.boolean(),
  correct_answer: z.string(),
  points: z.number(),
  score: z.number(),
  correct_count: z.number(),
});
export type BattleVerdict = z.infer<typeof battleVerdictSchema>;

/** What a (re)joining player gets: the room plus its own verdicts so far (a full state snapshot). */
export const battleSnapshotSchema = battleRoomSchema.extend({
  my_seat: z.number(),
  my_answers: z.array(battleVerdictSchema),
});
export type BattleSnapshot = z.infer<typeof battleSnapshotSchema>;

export const battleStandingSchema = z.object({
  seat: z.number(),
  user_id: z.number(),
  name: z.string(),
  is_bot: z.boolean(),
  score: z.number(),
  correct: z.number(),
  rank: z.number(),
  outcome: z.enum(['won', 'lost', 'draw']),
  forfeited: z.boolean(),
  /** Coins paid to this player at settlement (0 for losers and in bot games). */
  coins: z.number(),
  /** Random battles won in a row by this player after this game (0 outside random battles). */
  win_streak: z.number(),
});
export const battleResultSchema = z.object({
  room_id: z.string(),
  kind: z.enum(battleKinds),
  entry_fee: z.number(),
  standings: z.array(battleStandingSchema),
});
export type BattleResult = z.infer<typeof battleResultSchema>;

/** create_room / get_random_questions / get_question_by_room_id: the room and its questions, no answers. */
export const battleRoomQuestionsSchema = z.object({
  room_id: z.string(),
  room_code: z.string(),
  kind: z.enum(battleKinds),
  entry_coin: z.number(),
  max_players: z.number(),
  seconds_per_question: z.number(),
  questions: z.array(battleQuestionSchema),
});
export type BattleRoomQuestions = z.infer<typeof battleRoomQuestionsSchema>;

/** invite_to_battle: who was invited; `already_invited` when they had been, and nothing was sent again. */
export const battleInviteSchema = z.object({ name: z.string(), already_invited: z.boolean() });
export type BattleInvite = z.infer<typeof battleInviteSchema>;

export const battleStatisticsSchema = z.object({
  myreport: z.object({
    victories: z.number(),
    drawn: z.number(),
    lost: z.number(),
    played: z.number(),
    /** Random battles won in a row, up to now (three in a row earn Quiz Warrior). */
    win_streak: z.number(),
  }),
  /** Recent battles, newest first (one row per battle; names only, never e-mail addresses). */
  battles: z.array(
    z.object({
      room_id: z.string(),
      mode: z.string(),
      mystatus: z.enum(['Won', 'Lost', 'Draw']),
      score: z.number(),
      coins: z.number(),
      date_created: z.string(),
      opponents: z.array(z.object({ user_id: z.number(), name: z.string(), profile: z.string() })),
    }),
  ),
});
export type BattleStatistics = z.infer<typeof battleStatisticsSchema>;
