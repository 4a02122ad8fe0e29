import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { identities } from './schema';
import { fail } from '../../http/api-error';
import type { HandlerContext } from '../../http/context';
import type { HandlerMap } from '../../http/handler';
import { ARGON } from './argon';
import { mailLink } from './email-handlers';

// Verifying against a fixed hash when the email is unknown keeps response times alike, so sign-in
// does not reveal which emails have accounts.
const DUMMY_HASH = hash('openquiz-timing-equaliser', ARGON);

async function proof(ctx: HandlerContext, row: { uid: string; email: string }) {
  return {
    firebase_id: row.uid,
    email: row.email,
    id_token: await ctx.tokens.issueIdentity(row.uid, row.email),
  };
}

/** The embedded identity provider (DESIGN §9): proves who someone is; user_signup then signs them in. */
export const identityHandlers: HandlerMap = {
  /**
   * Sign-up must not tell a stranger which addresses have accounts. A known address with its own password
   * gets exactly what a new sign-up gets (its owner is simply signed in); with another password, the
   * answer is the one sign-in gives for wrong details, which a new address can get too when its password
   * is refused. Both paths cost one argon2 hash. A new address is sent its verification link (in the
   * background); until it is followed the account plays but cannot redeem, refer or be made admin.
   */
  async auth_email_signup(ctx, input) {
    const uid = `eq_${randomUUID().replaceAll('-', '')}`;
    const [known] = await ctx.db.select().from(identities).where(eq(identities.email, input.email)).limit(1);
    if (known) {
      if (!(await verify(known.passwordHash, input.password))) throw fail('invalidCredentials');
      return { data: await proof(ctx, known) };
    }
    const passwordHash = await hash(input.password, ARGON);
    const [row] = await ctx.db
      .insert(identities)
      .values({ uid, email: input.email, passwordHash })
      .onConflictDoNothing()
      .returning();
    // Lost a race with a sign-up of the same address a moment ago: the same answer as any known address.
    if (!row) throw fail('invalidCredentials');
    await mailLink(ctx, row, 'verify', input.web_language ?? 'english');
    return { data: await proof(ctx, row) };
  },

  async auth_email_login(ctx, input) {
    const [row] = await ctx.db.select().from(identities).where(eq(identities.email, input.email)).limit(1);
    const ok = await verify(row?.passwordHash ?? (await DUMMY_HASH), input.password);
    if (!row || !ok) throw fail('invalidCredentials');
    return { data: await proof(ctx, row) };
  },
};
