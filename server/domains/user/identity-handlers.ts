import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { identities } from '../../db/schema';
import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const ARGON = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// Verifying against a fixed hash when the email is unknown keeps response times alike, so sign-in
// does not reveal which emails have accounts.
const DUMMY_HASH = hash('openquiz-timing-equaliser', ARGON);

/** The embedded identity provider (DESIGN §9): proves who someone is; user_signup then signs them in. */
export const identityHandlers: HandlerMap = {
  async auth_email_signup(ctx, input) {
    const uid = `eq_${randomUUID().replaceAll('-', '')}`;
    const passwordHash = await hash(input.password, ARGON);
    const [row] = await ctx.db
      .insert(identities)
      .values({ uid, email: input.email, passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!row) throw fail('emailInUse');
    return {
      data: {
        firebase_id: row.uid,
        email: row.email,
        id_token: await ctx.tokens.issueIdentity(row.uid, row.email),
      },
    };
  },

  async auth_email_login(ctx, input) {
    const [row] = await ctx.db.select().from(identities).where(eq(identities.email, input.email)).limit(1);
    const ok = await verify(row?.passwordHash ?? (await DUMMY_HASH), input.password);
    if (!row || !ok) throw fail('invalidCredentials');
    return {
      data: {
        firebase_id: row.uid,
        email: row.email,
        id_token: await ctx.tokens.issueIdentity(row.uid, row.email),
      },
    };
  },
};
