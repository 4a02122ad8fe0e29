import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { identities, phoneIdentities, users } from './schema';

/** users.status: 1 active; 0 deactivated by the operator (every call then answers code 126). */
export const ACTIVE = 1;
export const DEACTIVATED = 0;

export interface StatusChange {
  id: number;
  name: string;
  /** The sign-in address (an e-mail or an E.164 phone number) the account was found by. */
  login: string;
  /** Whether the account was active before the change. */
  wasActive: boolean;
}

/**
 * Deactivates or reactivates the account that signs in with this e-mail (case-insensitive) or phone
 * number (E.164). A deactivated account keeps its data and sessions: each of its calls answers "Your
 * account has been deactivated" (the client then signs out with that message), signing in again is
 * refused the same way, and its sockets are closed (at once by the caller's UserEvents in this process,
 * within a sweep otherwise). Reactivation gives the player their account back as it was.
 */
export async function setStatusByLogin(db: DbOrTx, login: string, active: boolean): Promise<StatusChange[]> {
  const wanted = login.trim();
  const byEmail = db
    .select({ uid: identities.uid, login: identities.email })
    .from(identities)
    .where(sql`lower(${identities.email}) = lower(${wanted})`);
  const byPhone = db
    .select({ uid: phoneIdentities.uid, login: phoneIdentities.phone })
    .from(phoneIdentities)
    .where(eq(phoneIdentities.phone, wanted.replace(/[\s().-]/g, '')));
  const found = [...(await byEmail), ...(await byPhone)];
  const changes: StatusChange[] = [];
  for (const identity of found) {
    const [user] = await db
      .select({ id: users.id, name: users.name, status: users.status })
      .from(users)
      .where(eq(users.uid, identity.uid));
    if (!user) continue;
    await setStatus(db, user.id, active);
    changes.push({ id: user.id, name: user.name, login: identity.login, wasActive: user.status === ACTIVE });
  }
  return changes.sort((a, b) => a.id - b.id);
}

/** Sets one account's status; true when it changed. */
export async function setStatus(db: DbOrTx, userId: number, active: boolean): Promise<boolean> {
  const status = active ? ACTIVE : DEACTIVATED;
  const rows = await db
    .update(users)
    .set({ status })
    .where(and(eq(users.id, userId), ne(users.status, status)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The deactivated accounts, for `npm run admin -- deactivated`. */
export function listDeactivated(db: DbOrTx) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, mobile: users.mobile })
    .from(users)
    .where(eq(users.status, DEACTIVATED))
    .orderBy(asc(users.id));
}
