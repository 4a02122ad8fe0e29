import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { identities } from '../../db/schema';

/** Whether the account's sign-in address is proven; accounts of other providers were proven by them. */
export async function accountVerified(db: DbOrTx, uid: string): Promise<boolean> {
  const [row] = await db
    .select({ verifiedAt: identities.emailVerifiedAt })
    .from(identities)
    .where(eq(identities.uid, uid))
    .limit(1);
  return !row || row.verifiedAt !== null;
}
