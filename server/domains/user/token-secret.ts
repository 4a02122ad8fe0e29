import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

const KEY = 'token_secret';

/**
 * Without TOKEN_SECRET in the environment, a random secret is generated once and kept in the database,
 * so tokens survive restarts and every process of one deployment signs with the same key.
 */
export async function ensureTokenSecret(db: Db): Promise<string> {
  await db
    .insert(settings)
    .values({ key: KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
  if (!row) throw new Error('token secret missing after insert');
  return row.value;
}
