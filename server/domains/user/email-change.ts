import { verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { codes } from '../../../contract';
import { isUniqueViolation } from '../../db/errors';
import { identities, users } from './schema';
import { fail } from '../../http/api-error';
import type { HandlerContext } from '../../http/context';
import type { HandlerMap } from '../../http/handler';
import { accountMail, type AccountMailKind } from '../mail';
import { siteName } from '../settings';
import { mailLink, ownEmailIdentity } from './email-handlers';
import { consumeToken, issueToken, sentRecently } from './email-tokens';

async function notice(
  ctx: HandlerContext,
  kind: AccountMailKind,
  to: string,
  language: string,
  email?: string,
): Promise<void> {
  ctx.mail.send(accountMail(kind, { to, language, site: await siteName(ctx), email }));
}

/**
 * Moving an e-mail account's sign-in to another address. The current password is asked (a borrowed
 * session alone cannot take the account), and nothing changes until the new address follows its link.
 * Like sign-up, the answer does not tell whether the new address has an account: when it has, that
 * address gets a notice instead of a link.
 */
export const emailChangeHandlers: HandlerMap = {
  async request_email_change(ctx, input) {
    const identity = await ownEmailIdentity(ctx);
    if (!(await verify(identity.passwordHash, input.password))) throw fail('wrongPassword');
    if (identity.email === input.email) throw fail('sameEmail');
    if (await sentRecently(ctx.db, identity.id, 'change')) throw fail('mailTooSoon');
    const [taken] = await ctx.db
      .select({ id: identities.id })
      .from(identities)
      .where(eq(identities.email, input.email))
      .limit(1);
    const target = { id: identity.id, email: input.email };
    if (taken) {
      // A token nobody receives keeps "one request a minute" answering alike; followed, it would be refused.
      await issueToken(ctx.db, target, 'change');
      await notice(ctx, 'changeTaken', input.email, ctx.user.webLanguage);
    } else await mailLink(ctx, target, 'change', ctx.user.webLanguage);
    return { data: { email: input.email }, message: codes.changeLinkSent };
  },

  /** Follows a change link: the account signs in with the address the link went to, now proven. */
  async confirm_email_change(ctx, input) {
    const done = await ctx.db
      .transaction(async (tx) => {
        const token = await consumeToken(tx, input.token, 'change');
        if (!token) throw fail('linkInvalid');
        const [before] = await tx
          .select({ uid: identities.uid, email: identities.email })
          .from(identities)
          .where(eq(identities.id, token.identityId))
          .limit(1);
        if (!before) throw fail('linkInvalid');
        await tx
          .update(identities)
          .set({ email: token.email, emailVerifiedAt: sql`now()` })
          .where(eq(identities.id, token.identityId));
        const [user] = await tx
          .update(users)
          .set({ email: token.email })
          .where(eq(users.uid, before.uid))
          .returning({ webLanguage: users.webLanguage });
        return { old: before.email, email: token.email, language: user?.webLanguage ?? 'english' };
      })
      .catch((e: unknown) => {
        // The address found an account of its own between the request and the click.
        if (isUniqueViolation(e)) throw fail('emailInUse');
        throw e;
      });
    // The old address learns of it, so an owner whose session was borrowed finds out at once.
    await notice(ctx, 'changed', done.old, done.language, done.email);
    return { data: { email: done.email }, message: codes.emailChanged };
  },
};
