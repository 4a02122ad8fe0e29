import { sql } from 'drizzle-orm';
import type { NotificationType, PushKind } from '../../../contract';
import { notificationWords } from '../../../contract/notification-words';
import type { DbOrTx } from '../../db/client';
import { notifications } from './schema';
import { queuePush } from '../push';
import { translator } from './words';

/** The language the player reads the app in (their mail and pushes follow it). */
async function languageOf(tx: DbOrTx, userId: number): Promise<string> {
  const result = await tx.execute<{ language: string }>(
    sql`SELECT web_language AS language FROM users WHERE id = ${userId}`,
  );
  return result.rows[0]?.language ?? 'english';
}

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
  if (!n.push) return;
  // A player's push in their language, in the words of the in-app list; a broadcast as the operator wrote it.
  const words =
    userId === null
      ? { title: n.title, text: n.message ?? '' }
      : notificationWords(
          {
            type: n.type,
            type_id: n.typeId ?? '',
            params: n.params ?? {},
            title: n.title,
            message: n.message ?? '',
          },
          translator(await languageOf(tx, userId)),
        );
  // The operator's note on a decision (the in-app list shows it apart, as `reason`).
  const note = n.params?.note ? ` ${n.params.note}` : '';
  await queuePush(tx, userId, {
    kind: n.push.kind,
    title: words.title,
    body: words.text + note,
    url: n.push.url,
    ...(n.push.tag ? { tag: n.push.tag } : {}),
    ...(n.image ? { icon: n.image } : {}),
  });
}
