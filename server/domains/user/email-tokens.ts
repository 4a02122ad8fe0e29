import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailTokens } from './schema';

/** verify: prove the sign-in address; reset: a new password; change: move the sign-in to a new address. */
export type TokenPurpose = 'verify' | 'reset' | 'change';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify: 24 * 3_600_000,
  reset: 3_600_000,
  change: 24 * 3_600_000,
};
/** One mail of a kind per address and minute, whatever the rate limits allow. */
export const RESEND_AFTER_MS = 60_000;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * A new single-use token for the identity (32 random bytes; only its hash is stored). Earlier unused
 * tokens of the same purpose stop working: only the newest link of a kind opens anything.
 */
export async function issueToken(
  tx: DbOrTx,
  identity: { id: number; email: string },
  purpose: TokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.identityId, identity.id),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
  await tx.insert(emailTokens).values({
    tokenHash: digest(token),
    identityId: identity.id,
    purpose,
    email: identity.email,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** Uses a token: the one update that marks it used while unused and unexpired decides; null otherwise. */
export async function consumeToken(tx: DbOrTx, token: string, purpose: TokenPurpose) {
  const [row] = await tx
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, digest(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}

/** Whether a mail of this kind went to the identity within the last minute. */
export async function sentRecently(tx: DbOrTx, identityId: number, purpose: TokenPurpose): Promise<boolean> {
  const [last] = await tx
    .select({ at: emailTokens.createdAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.identityId, identityId), eq(emailTokens.purpose, purpose)))
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return !!last && Date.now() - last.at.getTime() < RESEND_AFTER_MS;
}
