import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { federatedIdentities, identities } from './schema';

/**
 * Whether the account's sign-in address is proven: an embedded address by its link, a Firebase one by
 * what Firebase said of it (an account linked to an embedded one goes by the embedded side); accounts
 * proven otherwise (a phone code, the demo) count as proven.
 */
export async function accountVerified(db: DbOrTx, uid: string): Promise<boolean> {
  const [row] = await db
    .select({ verifiedAt: identities.emailVerifiedAt })
    .from(identities)
    .where(eq(identities.uid, uid))
    .limit(1);
  if (row) return row.verifiedAt !== null;
  const federated = await db
    .select({ verified: federatedIdentities.emailVerified, email: federatedIdentities.email })
    .from(federatedIdentities)
    .where(eq(federatedIdentities.uid, uid));
  return federated.length === 0 || federated.some((f) => f.verified || f.email === '');
}
