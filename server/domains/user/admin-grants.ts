import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export interface AdminChange {
  id: number;
  name: string;
  email: string;
  /** Whether the account was an admin before the change. */
  was: boolean;
}

/**
 * Grants or revokes admin rights on every account with this e-mail (compared case-insensitively). Only
 * the operator's command calls this: admin never follows from an address a player merely typed. The
 * next request of that account sees the change (auth reads the account on every request).
 */
export async function setAdmin(db: Db, email: string, admin: boolean): Promise<AdminChange[]> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: users.id, name: users.name, email: users.email, was: users.isAdmin })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email.trim()})`)
      .orderBy(asc(users.id))
      .for('update');
    for (const account of found) {
      if (account.was !== admin)
        await tx.update(users).set({ isAdmin: admin }).where(eq(users.id, account.id));
    }
    return found;
  });
}

export async function listAdmins(db: Db): Promise<Omit<AdminChange, 'was'>[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.id));
}
