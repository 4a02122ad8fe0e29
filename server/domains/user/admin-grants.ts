import { asc, eq, ne, sql } from 'drizzle-orm';
import type { UserRole } from '../../../contract/action-def';
import type { Db } from '../../db/client';
import { identities, users } from './schema';

export interface RoleChange {
  id: number;
  name: string;
  email: string;
  /** The account's role before the change. */
  was: UserRole;
  /** Whether its sign-in address is proven: only such accounts are given an operator role. */
  verified: boolean;
}

/**
 * Gives a role to the account whose sign-in identity has this e-mail (compared case-insensitively):
 * 'admin', 'editor', or back to 'player'. The identity's address, not the profile's: a profile e-mail is
 * only typed, and must not pick up a grant meant for someone else, and only once that address is proven
 * (its verification link followed): an unverified sign-up may be anyone's. Taking a role away needs no
 * proof. The operator's command calls this; the console changes roles by account id (setRoleById). The
 * next request of that account sees the change (auth reads the account on every request).
 */
export async function setRole(db: Db, email: string, role: UserRole): Promise<RoleChange[]> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({
        id: users.id,
        name: users.name,
        email: identities.email,
        was: users.role,
        verified: sql<boolean>`${identities.emailVerifiedAt} IS NOT NULL`,
      })
      .from(users)
      .innerJoin(identities, eq(identities.uid, users.uid))
      .where(sql`lower(${identities.email}) = lower(${email.trim()})`)
      .orderBy(asc(users.id))
      .for('update', { of: users });
    for (const account of found) {
      if (account.was !== role && (account.verified || role === 'player'))
        await tx.update(users).set({ role }).where(eq(users.id, account.id));
    }
    return found;
  });
}

export async function listStaff(
  db: Db,
): Promise<{ id: number; name: string; email: string; role: UserRole }[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(ne(users.role, 'player'))
    .orderBy(asc(users.id));
}
