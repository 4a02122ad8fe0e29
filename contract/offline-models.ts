import { z } from 'zod';
import { playQuestionSchema } from './models';

/** A question as an offline pack carries it: what the play screen shows, plus what the review shows. */
export const packQuestionSchema = playQuestionSchema.extend({
  /** In the question's own option keys (unshuffled): the device judges offline answers with it. */
  answer: z.string(),
  note: z.string(),
  level: z.number(),
  category_id: z.number(),
  subcategory_id: z.number(),
  /** Fun & learn: the passage the question is about (0 for other modes). */
  passage_id: z.number(),
});
export type PackQuestion = z.infer<typeof packQuestionSchema>;

/** A fun & learn reading passage as a pack carries it (its HTML sanitised on import, as online). */
export const packPassageSchema = z.object({
  id: z.number(),
  title: z.string(),
  detail: z.string(),
  subcategory_id: z.number(),
});
export type PackPassage = z.infer<typeof packPassageSchema>;

/**
 * The practice questions of one category or subcategory, answers included. Downloading one is a reveal:
 * the server records it, and that scope's levels and first passes pay nothing to this player afterwards
 * (see server/domains/offline). `unchanged`: the version asked for is still current; nothing else sent.
 */
export const offlinePackSchema = z.object({
  scope: z.string(),
  version: z.string(),
  unchanged: z.boolean(),
  title: z.string(),
  category_id: z.number(),
  subcategory_id: z.number(),
  /** The category's mode (get_categories `type`). */
  category_type: z.number(),
  questions: z.array(packQuestionSchema),
  /** Fun & learn packs: the passages their questions are about, in the catalogue's order. */
  passages: z.array(packPassageSchema),
  /** Absolute URLs of the images and audio the questions use, for the device to keep. */
  media: z.array(z.string()),
});
export type OfflinePack = z.infer<typeof offlinePackSchema>;

export { practiceModeIds, type PracticeModeIdOffline } from './practice-modes';
