import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Services } from '../../http/context';
import { federatedIdentities, identities, phoneIdentities, users } from './schema';
import { removePicture } from './avatar';

/**
 * Removes an account and everything that is theirs, in the caller's transaction: the user row (its
 * ledger, sessions, badges, notifications, leaderboard rows, referrals… go with it by ON DELETE
 * CASCADE, so its tokens die with their sessions) and its identities, so the address can sign up again.
 * The player's own deletion and the console's both come here.
 */
export async function deleteAccount(tx: Tx, account: { id: number; uid: string }): Promise<void> {
  await tx.delete(users).where(eq(users.id, account.id));
  await tx.delete(identities).where(eq(identities.uid, account.uid));
  await tx.delete(phoneIdentities).where(eq(phoneIdentities.uid, account.uid));
  await tx.delete(federatedIdentities).where(eq(federatedIdentities.uid, account.uid));
}

/** After the commit: open sockets (any process) drop, not only the tokens, and the photo goes too. */
export async function afterAccountDeleted(
  ctx: Pick<Services, 'userEvents' | 'pictures' | 'log'>,
  account: { id: number; profile: string },
): Promise<void> {
  ctx.userEvents.revoked(account.id);
  await removePicture(ctx, account.profile);
}
