import { hash } from '@node-rs/argon2';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { codes } from '../../../contract';
import { emailTokens, identities, users } from './schema';
import { fail } from '../../http/api-error';
import type { HandlerContext, UserContext } from '../../http/context';
import type { HandlerMap } from '../../http/handler';
import { accountMail } from '../mail';
import { siteName } from '../settings';
import { ARGON } from './argon';
import { consumeToken, issueToken, sentRecently, type TokenPurpose } from './email-tokens';

/** Where a mail's link lands in the app (src/features/auth). */
const PAGE: Record<TokenPurpose, string> = {
  verify: '/auth/verify-email/',
  reset: '/auth/reset-password/',
  change: '/auth/confirm-email/',
};

/**
 * Mails a new link of this kind to `identity.email` (for a change, the new address), in the background:
 * the answer never waits on SMTP.
 */
export async function mailLink(
  ctx: HandlerContext,
  identity: { id: number; email: string },
  purpose: TokenPurpose,
  language: string,
): Promise<void> {
  const token = await issueToken(ctx.db, identity, purpose);
  // Never the request's Host header: anyone asking for a reset of someone else's account chooses it,
  // and the link (token included) would lead the owner to their site. PUBLIC_URL is required with SMTP.
  const origin = ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`;
  const link = `${new URL(origin).origin}${PAGE[purpose]}?token=${encodeURIComponent(token)}`;
  ctx.mail.send(accountMail(purpose, { to: identity.email, link, language, site: await siteName(ctx) }));
}

/** The signed-in player's e-mail identity; accounts that sign in otherwise have none. */
export async function ownEmailIdentity(ctx: UserContext) {
  const [identity] = await ctx.db.select().from(identities).where(eq(identities.uid, ctx.user.uid)).limit(1);
  if (!identity) throw fail('notFound', 'This account does not sign in with an e-mail address');
  return identity;
}

export const emailHandlers: HandlerMap = {
  /** "Resend": a new verification link, at most one a minute, none once verified. */
  async send_verification_email(ctx) {
    const identity = await ownEmailIdentity(ctx);
    if (identity.emailVerifiedAt) throw fail('alreadyVerified');
    if (await sentRecently(ctx.db, identity.id, 'verify')) throw fail('mailTooSoon');
    await mailLink(ctx, identity, 'verify', ctx.user.webLanguage);
    return { data: { email: identity.email }, message: codes.verificationSent };
  },

  /** Follows a verification link: proves the address it was sent to, once. */
  async verify_email(ctx, input) {
    return ctx.db.transaction(async (tx) => {
      const token = await consumeToken(tx, input.token, 'verify');
      if (!token) throw fail('linkInvalid');
      // The sign-in address may have changed since the mail left: only the address mailed is proven.
      const [identity] = await tx
        .update(identities)
        .set({ emailVerifiedAt: sql`coalesce(${identities.emailVerifiedAt}, now())` })
        .where(and(eq(identities.id, token.identityId), eq(identities.email, token.email)))
        .returning({ email: identities.email });
      if (!identity) throw fail('linkInvalid');
      return { data: { email: identity.email }, message: codes.emailVerified };
    });
  },

  /**
   * "Forgot password?": the same answer, at the same speed, whether or not the address has an account
   * (the mail, when there is one, leaves in the background).
   */
  async request_password_reset(ctx, input) {
    const [identity] = await ctx.db
      .select()
      .from(identities)
      .where(eq(identities.email, input.email))
      .limit(1);
    if (identity && !(await sentRecently(ctx.db, identity.id, 'reset')))
      await mailLink(ctx, identity, 'reset', input.web_language ?? 'english');
    return { data: { email: input.email }, message: codes.resetLinkSent };
  },

  /**
   * A new password through a reset link: once, within the hour; every session of the account ends (the
   * link proves the address too, so it counts as verified).
   */
  async reset_password(ctx, input) {
    const passwordHash = await hash(input.password, ARGON);
    const done = await ctx.db.transaction(async (tx) => {
      const token = await consumeToken(tx, input.token, 'reset');
      if (!token) throw fail('linkInvalid');
      const [identity] = await tx
        .update(identities)
        .set({ passwordHash, emailVerifiedAt: sql`coalesce(${identities.emailVerifiedAt}, now())` })
        .where(and(eq(identities.id, token.identityId), eq(identities.email, token.email)))
        .returning();
      if (!identity) throw fail('linkInvalid');
      // Other reset links of this address stop working too.
      await tx
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailTokens.identityId, identity.id),
            eq(emailTokens.purpose, 'reset'),
            isNull(emailTokens.usedAt),
          ),
        );
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.uid, identity.uid))
        .limit(1);
      if (user) await ctx.tokens.revoke(tx, user.id);
      return { userId: user?.id, email: identity.email };
    });
    // Sockets of the ended sessions close once the change has committed.
    if (done.userId) ctx.userEvents.revoked(done.userId);
    return { data: { email: done.email }, message: codes.passwordChanged };
  },
};
