import type { NotificationType, PushKind } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { notifications } from './schema';
import { queuePush } from '../push';

export interface NewNotification {
  /**
   * 'badge', 'payment', 'referral', 'broadcast'…: the client words and links it by type, and the player
   * mutes it by its kind (contract notificationTypes).
   */
  type: NotificationType;
  /** What it points to (a badge type, a payment id); '' when nothing. */
  typeId?: string;
  /** English title and text, for broadcasts and clients without a translation. */
  title: string;
  message?: string;
  image?: string;
  /** What the client words it with in the player's language (get_notifications `params`). */
  params?: Record<string, string>;
  /**
   * Also a push to the player's devices (to everyone's for a broadcast), sent after the transaction
   * commits and only to players who want this kind: the page it opens, and a tag under which a newer
   * push replaces an older one on the device.
   */
  push?: { kind: PushKind; url: string; tag?: string };
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
    params: n.params ?? {},
  });
  if (n.push)
    await queuePush(tx, userId, {
      kind: n.push.kind,
      title: n.title,
      body: n.message ?? '',
      url: n.push.url,
      ...(n.push.tag ? { tag: n.push.tag } : {}),
      ...(n.image ? { icon: n.image } : {}),
    });
}
