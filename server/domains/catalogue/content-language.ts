import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { languages } from './schema';
import type { TtlCache } from '../../lib/ttl-cache';

/**
 * SPEC §5: the language id is sent only in multi-language mode; otherwise (or for an id we do not
 * have, such as the original's default 14) content comes in the default language.
 */
export async function contentLanguageId(
  db: DbOrTx,
  cache: TtlCache,
  requested: number | undefined,
): Promise<number> {
  const rows = await cache.get('languages', () => db.select().from(languages).orderBy(asc(languages.id)));
  const active = rows.filter((r) => r.status === 1);
  const match = requested ? active.find((r) => r.id === requested) : undefined;
  return (match ?? active.find((r) => r.defaultActive) ?? active[0])?.id ?? 0;
}

/** The codes of the content languages players can choose ("en", "fr"…), from the same cached list. */
export async function activeContentLanguageCodes(db: DbOrTx, cache: TtlCache): Promise<string[]> {
  const rows = await cache.get('languages', () => db.select().from(languages).orderBy(asc(languages.id)));
  return rows.filter((r) => r.status === 1).map((r) => r.code);
}
