import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notifications } from '../notification/schema';
import { PushService, type PushLog, type SendReport } from './push-service';

export interface BroadcastResult extends SendReport {
  notificationId: number;
}

/**
 * The operator's broadcast (`npm run push`): a notification for everyone (user_id NULL, shown to every
 * player who had joined by then), committed first, then pushed from the calling process to every
 * device whose player wants broadcasts. The command has the database and the VAPID keys, so it needs
 * no running server; the report counts devices, not players.
 */
export async function broadcast(
  db: Db,
  config: Config,
  log: PushLog,
  message: { title: string; body: string; url?: string },
): Promise<BroadcastResult> {
  const [row] = await db
    .insert(notifications)
    .values({ userId: null, type: 'broadcast', title: message.title, message: message.body })
    .returning({ id: notifications.id });
  const id = row!.id;
  const push = await PushService.create(db, config, log);
  const report = await push.send(null, {
    kind: 'broadcast',
    title: message.title,
    body: message.body,
    url: message.url ?? '/notifications/',
    tag: `broadcast-${id}`,
  });
  return { notificationId: id, ...report };
}
