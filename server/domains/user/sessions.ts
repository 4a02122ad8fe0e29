import Bowser from 'bowser';
import { and, desc, eq } from 'drizzle-orm';
import type { SessionInfo } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { sessions } from './schema';
import { liveSession } from '../../http/auth';

/**
 * The label of a session in the player's list ("Firefox on Android"): enough to recognise a device,
 * nothing more — the raw User-Agent is not stored. '' when the browser cannot be told.
 */
export function deviceLabel(userAgent: string): string {
  if (!userAgent) return '';
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const browser = parsed.browser.name ?? '';
  const os = parsed.os.name ?? '';
  const label = browser && os ? `${browser} on ${os}` : browser || os;
  return label.slice(0, 80);
}

/** The player's live sessions (neither revoked nor expired), the most recently used first. */
export async function listSessions(db: DbOrTx, userId: number, currentId: string): Promise<SessionInfo[]> {
  const rows = await db
    .select({
      id: sessions.id,
      device: sessions.device,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveSession()))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    device: r.device,
    created_at: r.createdAt.toISOString(),
    last_seen: r.lastSeenAt.toISOString(),
    current: r.id === currentId,
  }));
}
