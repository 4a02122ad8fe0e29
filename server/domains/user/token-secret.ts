import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../settings/schema';

const KEY = 'token_secret';

/**
 * A random server secret kept in the settings table: created once by whichever process comes first
 * (insert-or-nothing), then the same for every process of the deployment and across restarts.
 */
export async function ensureServerSecret(db: Db, key: string, bytes = 48): Promise<string> {
  await db
    .insert(settings)
    .values({ key, value: randomBytes(bytes).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  if (!row) throw new Error(`${key} missing after insert`);
  return row.value;
}

/**
 * Without TOKEN_SECRET in the environment, a random secret is generated once and kept in the database,
 * so tokens survive restarts and every process of one deployment signs with the same key.
 */
export const ensureTokenSecret = (db: Db) => ensureServerSecret(db, KEY);
