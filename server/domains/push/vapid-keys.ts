import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client';
import { settings } from '../settings/schema';

export interface VapidKeys {
  /** base64url of the uncompressed P-256 point: what browsers pass to pushManager.subscribe. */
  publicKey: string;
  privateKey: string;
}

const KEY = 'vapid_keys';

/**
 * The server's VAPID key pair, generated at first start and kept in the settings table (an internal
 * setting: never in get_system_configurations). Both halves live in one row so that two processes
 * starting at once cannot end up with one's public key and the other's private key: the first insert
 * wins, the other's pair is discarded, and everyone reads the winner. Browsers tie each subscription to
 * this public key, so it must survive restarts; replacing it would silently orphan every device.
 */
export async function ensureVapidKeys(db: Db): Promise<VapidKeys> {
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insert(settings)
    .values({ key: KEY, value: JSON.stringify({ publicKey: fresh.publicKey, privateKey: fresh.privateKey }) })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
  const stored = row ? (JSON.parse(row.value) as Partial<VapidKeys>) : {};
  if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string')
    throw new Error(`the ${KEY} setting is damaged: delete that row to generate a new pair`);
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}
