import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { settings } from './schema';
import { settingDefaults } from './defaults';

/**
 * Moves the public `content_version` setting on by one, inside the caller's transaction, so the content
 * write and the new version land together (issue 17): a client that sees the version move drops its
 * cached catalogue answers. Answers the new version.
 */
export async function bumpContentVersion(db: DbOrTx): Promise<number> {
  const start = Number(settingDefaults.content_version.value);
  const result = await db.execute<{ value: string }>(sql`
    INSERT INTO ${settings} (key, value) VALUES ('content_version', ${String(start + 1)})
    ON CONFLICT (key) DO UPDATE
      SET value = (CASE WHEN ${settings.value} ~ '^[0-9]{1,9}$' THEN ${settings.value}::int ELSE ${start} END + 1)::text
    RETURNING value`);
  return Number(result.rows[0]!.value);
}

/** The current content version (read straight from the table: the settings cache may be seconds old). */
export async function contentVersion(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ value: string }>(
    sql`SELECT value FROM ${settings} WHERE key = 'content_version'`,
  );
  const value = Number(result.rows[0]?.value);
  return Number.isInteger(value) ? value : Number(settingDefaults.content_version.value);
}
