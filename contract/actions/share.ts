import { z } from 'zod';
import { action } from '../action-def';
import { optText } from '../fields';
import { shareCardSchema, shareKinds } from '../share-models';

export const shareActions = {
  /**
   * Ours (issue 19): a shareable card of one of the caller's own finished results, named by reference —
   * `id` is an attempt's id (kind quiz), a battle room's id (battle) or a contest's id (contest). The
   * figures come from the server's record of the game; sharing the same result again answers the same
   * link. `language` (a UI language pack's name) words the card; the site's default otherwise.
   */
  create_share: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      kind: z.enum(shareKinds),
      id: z.string().trim().min(1).max(64),
      language: optText(64),
    }),
    data: shareCardSchema,
  }),
  /** Ours: a shared card for its public page (/share/<id>), to anyone. */
  get_share: action({
    auth: 'none',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ id: z.string().trim().min(1).max(64) }),
    data: shareCardSchema,
  }),
} as const;
