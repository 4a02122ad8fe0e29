import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identities, users } from './schema';

export interface AdminChange {
  id: number;
  name: string;
  email: string;
  /** Whether the account was an admin before the change. */
  was: boolean;
  /** Whether its sign-in address is proven: only such accounts are granted admin. */
  verified: boolean;
}

/**
 * Grants or revokes admin rights on the account whose sign-in identity has this e-mail (compared
 * case-insensitively). The identity's address, not the profile's: a profile e-mail is only typed, and
 * must not pick up a grant meant for someone else, and only once that address is proven (its
 * verification link followed): an unverified sign-up may be anyone's. Only the operator's command calls
 * this. The next request of that account sees the change (auth reads the account on every request).
 */
export async function setAdmin(db: Db, email: string, admin: boolean): Promise<AdminChange[]> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({
        id: users.id,
        name: users.name,
        email: identities.email,
        was: users.isAdmin,
        verified: sql<boolean>`${identities.emailVerifiedAt} IS NOT NULL`,
      })
      .from(users)
      .innerJoin(identities, eq(identities.uid, users.uid))
      .where(sql`lower(${identities.email}) = lower(${email.trim()})`)
      .orderBy(asc(users.id))
      .for('update', { of: users });
    for (const account of found) {
      if (account.was !== admin && (account.verified || !admin))
        await tx.update(users).set({ isAdmin: admin }).where(eq(users.id, account.id));
    }
    return found;
  });
}

export async function listAdmins(db: Db): Promise<Omit<AdminChange, 'was' | 'verified'>[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.id));
}
