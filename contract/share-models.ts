import { z } from 'zod';

/**
 * Shareable result cards (issue 19, "Share"). A player shares a finished result by reference (an attempt,
 * a battle room, a contest); the server reads the figures from the domain that owns them and keeps them
 * as a share record, so a card never shows a number the client made up.
 */
export const shareKinds = ['quiz', 'battle', 'contest'] as const;
export type ShareKind = (typeof shareKinds)[number];

/** How the game ended for the sharer: a quiz's pass mark, a battle's outcome; '' for a contest. */
export const shareOutcomes = ['passed', 'failed', 'won', 'lost', 'draw', ''] as const;
export type ShareOutcome = (typeof shareOutcomes)[number];

/** The figures a card shows: the server's copy, taken from the result when it was shared. */
export const shareFiguresSchema = z.object({
  kind: z.enum(shareKinds),
  /** A mode of contract/modes.ts (quiz_zone, daily_quiz, random_battle, contest_play…): `mode_<id>`. */
  mode: z.string(),
  /** What was played: the category (and subcategory), or the contest's name; '' when nothing. */
  title: z.string(),
  /** Levelled modes: the level played; 0 otherwise. */
  level: z.number(),
  /** The daily quiz's day, 'YYYY-MM-DD'; '' otherwise. */
  day: z.string(),
  correct: z.number(),
  total: z.number(),
  /** Right answers in percent, 0–100, rounded. */
  percent: z.number(),
  /** The points this game earned: a level's score, a battle's points, a contest's score. */
  score: z.number(),
  outcome: z.enum(shareOutcomes),
  /** A group battle's or a settled contest's place (1 = first), and out of how many; 0 when none. */
  rank: z.number(),
  players: z.number(),
  /** Consecutive days (daily quiz) or random battles won in a row, as of this game; 0 when none. */
  streak: z.number(),
  /** The sharer's display name when they shared. */
  player: z.string(),
});
export type ShareFigures = z.infer<typeof shareFiguresSchema>;

/** A share as create_share and get_share answer it: the figures, the wording's language, the links. */
export const shareCardSchema = shareFiguresSchema.extend({
  id: z.string(),
  /** The public page of the card, absolute: `<origin>/share/<id>`. */
  url: z.string(),
  /** The card as a PNG rendered by the server (the page's og:image), absolute. */
  image: z.string(),
  /** The UI language pack the card is worded in ("arabic"), and whether it reads right to left. */
  language: z.string(),
  rtl: z.boolean(),
  /** The site's name and primary colour from web settings, as they are now. */
  site_name: z.string(),
  primary_color: z.string(),
  created_at: z.string(),
});
export type ShareCard = z.infer<typeof shareCardSchema>;

/** A share id: 16 random bytes, base64url (22 characters); anything else is refused before a lookup. */
export const shareIdPattern = /^[A-Za-z0-9_-]{22}$/;
