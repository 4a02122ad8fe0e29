import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';

export interface NewNotification {
  /** 'badge', 'payment', 'referral', 'broadcast'…: the client words and links it by type. */
  type: string;
  /** What it points to (a badge type, a payment id); '' when nothing. */
  typeId?: string;
  /** English title and text, for broadcasts and clients without a translation. */
  title: string;
  message?: string;
  image?: string;
}

/** Adds a notification for one player (or for everyone with `userId` null) in the caller's transaction. */
export async function notify(tx: DbOrTx, userId: number | null, n: NewNotification): Promise<void> {
  await tx.insert(notifications).values({
    userId,
    type: n.type,
    typeId: n.typeId ?? '',
    title: n.title,
    message: n.message ?? '',
    image: n.image ?? '',
  });
}
