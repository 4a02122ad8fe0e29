import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { federatedIdentities, identities, phoneIdentities, users } from './schema';
import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import { FirebaseTokenVerifier, loginTypeOf, type FirebaseClaims } from './firebase-auth';

const PROVIDER = 'firebase';
const verifiers = new Map<string, FirebaseTokenVerifier>();

/** One verifier (and so one cached key set) per project and keys URL. */
function verifierFor(config: Config): FirebaseTokenVerifier | null {
  const projectId = config.FIREBASE_WEB_CONFIG?.projectId;
  if (!projectId || config.FIREBASE_AUTH_PROVIDERS.length === 0) return null;
  const key = `${projectId} ${config.FIREBASE_AUTH_KEYS_URL}`;
  let verifier = verifiers.get(key);
  if (!verifier) {
    verifier = new FirebaseTokenVerifier(projectId, config.FIREBASE_AUTH_KEYS_URL);
    verifiers.set(key, verifier);
  }
  return verifier;
}

/**
 * The account a first Firebase sign-in belongs to. Linked to an existing account only when both sides
 * proved the same thing: an embedded address whose link was followed and an address Firebase marks
 * verified, or the same phone number (proven by a code on both sides). Anything less would let whoever
 * controls an unverified address at one provider into someone else's account. Otherwise a new account.
 */
async function linkedUid(db: DbOrTx, claims: FirebaseClaims): Promise<string> {
  if (claims.email && claims.emailVerified) {
    const [embedded] = await db
      .select({ uid: identities.uid })
      .from(identities)
      .where(
        and(sql`lower(${identities.email}) = lower(${claims.email})`, isNotNull(identities.emailVerifiedAt)),
      )
      .limit(1);
    if (embedded) return embedded.uid;
  }
  if (claims.phone) {
    const [phone] = await db
      .select({ uid: phoneIdentities.uid })
      .from(phoneIdentities)
      .where(eq(phoneIdentities.phone, claims.phone))
      .limit(1);
    if (phone) return phone.uid;
  }
  return `${PROVIDER}:${claims.subject}`;
}

export const firebaseHandlers: HandlerMap = {
  async auth_firebase(ctx, input) {
    const verifier = verifierFor(ctx.config);
    if (!verifier) throw fail('notAvailableYet');
    const claims = await verifier.verify(input.id_token);
    const identity = await ctx.db.transaction(async (tx) => {
      const uid = await linkedUid(tx, claims);
      await tx
        .insert(federatedIdentities)
        .values({
          provider: PROVIDER,
          subject: claims.subject,
          uid,
          email: claims.email,
          emailVerified: claims.emailVerified,
        })
        .onConflictDoUpdate({
          target: [federatedIdentities.provider, federatedIdentities.subject],
          // The address and its proof as the provider says today; the account stays the one first linked.
          set: { email: claims.email, emailVerified: claims.emailVerified },
        });
      const [row] = await tx
        .select({ uid: federatedIdentities.uid })
        .from(federatedIdentities)
        .where(
          and(eq(federatedIdentities.provider, PROVIDER), eq(federatedIdentities.subject, claims.subject)),
        );
      if (!row) throw fail('providerTokenInvalid');
      const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.uid, row.uid)).limit(1);
      return { uid: row.uid, registered: Boolean(account) };
    });
    return {
      data: {
        firebase_id: identity.uid,
        email: claims.email,
        ...(claims.phone ? { phone: claims.phone } : {}),
        registered: identity.registered,
        id_token: await ctx.tokens.issueIdentity(
          identity.uid,
          claims.email,
          claims.phone,
          loginTypeOf(claims.provider),
        ),
      },
    };
  },
};
