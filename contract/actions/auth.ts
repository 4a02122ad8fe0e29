import { z } from 'zod';
import { action } from '../action-def';
import { optText, text } from '../fields';
import { identitySchema, mailedSchema, phoneCodeSentSchema } from '../models';
import { email, password } from './common';

export const authActions = {
  // Embedded identity provider (DESIGN §9): proves an identity, then user_signup exchanges it.
  auth_email_signup: action({
    auth: 'none',
    // Accounts are what referral and bonus farming need: a small budget per address and hour.
    rate: 'signup',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ email: email(), password: password(), web_language: optText(32) }),
    data: identitySchema,
  }),
  /** Ours: a new verification link to the account's sign-in address ("Resend"), one a minute. */
  send_verification_email: action({
    auth: 'user',
    rate: 'auth',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({}),
    data: mailedSchema,
  }),
  /** Ours: the verification link's token; proves the address it was sent to (single use, 24 h). */
  verify_email: action({
    auth: 'none',
    rate: 'guess',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ token: text(128) }),
    data: mailedSchema,
  }),
  /** Ours: "Forgot password?" — answers alike whether or not the address has an account. */
  request_password_reset: action({
    auth: 'none',
    rate: 'signup',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ email: email(), web_language: optText(32) }),
    data: mailedSchema,
  }),
  /** Ours: a new password through a reset link (single use, 1 h); every session of the account ends. */
  reset_password: action({
    auth: 'none',
    rate: 'guess',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ token: text(128), password: password() }),
    data: mailedSchema,
  }),
  /**
   * Ours: a new sign-in address for an e-mail account. The current password proves the owner; the change
   * happens only when the link mailed to the new address is followed (single use, 24 h).
   */
  request_email_change: action({
    auth: 'user',
    rate: 'auth',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ email: email(), password: z.string().min(1).max(200) }),
    data: mailedSchema,
  }),
  /** Ours: the change link's token; the account signs in with the address it was sent to from then on. */
  confirm_email_change: action({
    auth: 'none',
    rate: 'guess',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ token: text(128) }),
    data: mailedSchema,
  }),
  /**
   * Ours (SPEC §2 /auth/otp-verify): a six-digit sign-in code by SMS to this number (`country` is the
   * picker's ISO code for numbers typed without +); one a minute, five an hour per number.
   */
  auth_phone_send_code: action({
    auth: 'none',
    rate: 'signup',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ phone: text(32), country: optText(2), web_language: optText(32) }),
    data: phoneCodeSentSchema,
  }),
  /** Ours: the code proves the number (five tries, five minutes); then user_signup with type 'mobile'. */
  auth_phone_verify: action({
    auth: 'none',
    rate: 'guess',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      phone: text(32),
      country: optText(2),
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'six digits'),
    }),
    data: identitySchema,
  }),
  auth_email_login: action({
    auth: 'none',
    rate: 'auth',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ email: email(), password: z.string().min(1).max(200) }),
    data: identitySchema,
  }),

  /**
   * Firebase sign-in (when configured): the Firebase ID token, checked on the server (signature, project,
   * issuer, expiry), becomes an identity for user_signup, as the embedded provider's proofs do.
   */
  auth_firebase: action({
    auth: 'none',
    rate: 'auth',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ id_token: z.string().min(20).max(8192) }),
    data: identitySchema,
  }),
} as const;
