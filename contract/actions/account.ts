import { z } from 'zod';
import {
  accountDeletedSchema,
  referralAppliedSchema,
  referralInfoSchema,
  sessionSchema,
  statisticsSchema,
} from '../account-models';
import { action } from '../action-def';
import { PRESET_AVATARS } from '../avatars';
import { badgeClaimSchema, badgeSchema, badgeTypes } from '../badge-models';
import { flag, optText, text } from '../fields';
import { coinScoreSchema, existsSchema, signedInUserSchema, userSchema } from '../models';
import { language, none } from './common';

export const accountActions = {
  // Users
  /** The demo version's way in (DEMO_MODE=on): a session of the shared, read-only demo account. */
  demo_sign_in: action({
    auth: 'none',
    rate: 'auth',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({}),
    data: signedInUserSchema,
  }),
  user_signup: action({
    auth: 'none',
    rate: 'auth',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      firebase_id: text(128),
      id_token: text(4096),
      type: z.enum(['email', 'mobile', 'gmail', 'apple', 'fb']),
      name: optText(60),
      email: optText(254),
      profile: optText(500),
      mobile: optText(20),
      web_fcm_id: optText(4096),
      friends_code: optText(32),
      web_language: optText(40),
    }),
    data: signedInUserSchema,
  }),
  check_user_exists: action({
    auth: 'none',
    rate: 'auth',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ firebase_id: text(128) }),
    data: existsSchema,
  }),
  get_user_by_id: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: none,
    data: userSchema,
  }),
  update_profile: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      name: optText(60),
      mobile: optText(20),
      email: optText(254),
      web_language: optText(40),
    }),
    data: userSchema,
  }),
  get_user_coin_score: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: none,
    data: coinScoreSchema,
  }),
  get_users_statistics: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: none,
    data: statisticsSchema,
  }),
  // Ours: the invite page's code, what a referral pays and how many friends joined.
  get_referral_info: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: none,
    data: referralInfoSchema,
  }),
  // Ours: a friend's code entered once after sign-up (user_signup takes it as friends_code at sign-up).
  apply_referral_code: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ friends_code: text(32) }),
    data: referralAppliedSchema,
  }),
  get_user_badges: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...language }),
    data: z.array(badgeSchema),
  }),
  // The original's badge-status update (reference: set_badges): here it only claims an unlocked badge's
  // reward, once; unlocking is the server's alone.
  set_badges: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ type: z.enum(badgeTypes) }),
    data: badgeClaimSchema,
  }),
  /** One of the preset pictures (PRESET_AVATARS) instead of an uploaded one; answers the user. */
  set_profile_avatar: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ avatar: z.enum(PRESET_AVATARS) }),
    data: userSchema,
  }),
  /**
   * SPEC §5: the player's picture, a file field `image` (JPEG, PNG, WebP, GIF or AVIF, up to 5 MB). The
   * server re-encodes it (256×256 WebP, metadata such as GPS position dropped) and answers the user.
   */
  upload_profile_image: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      image: z.custom<Blob | Uint8Array>(
        (v) => v instanceof Uint8Array || (typeof Blob !== 'undefined' && v instanceof Blob),
        'an image file',
      ),
    }),
    data: userSchema,
  }),
  /** Ends this session on the server (or, with everywhere=1, every session of the player). */
  sign_out: action({
    auth: 'user',
    rate: 'write',
    demo: true,
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ everywhere: flag() }),
    data: z.object({ sessions_ended: z.number().int() }),
  }),
  /** The player's signed-in devices, the newest use first. */
  get_sessions: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({}),
    data: z.array(sessionSchema),
  }),
  /** Signs one other device out (its token stops working and its sockets close). */
  end_session: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ session_id: z.uuid() }),
    data: z.object({ sessions_ended: z.number().int() }),
  }),
  delete_user_account: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: none,
    data: accountDeletedSchema,
  }),
} as const;
