import { asc } from 'drizzle-orm';
import type { ContentLanguage } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { languages } from './schema';
import type { TtlCache } from '../../lib/ttl-cache';

/** Every content language, active or not, in the short-lived catalogue cache (cleared on content changes). */
const languageRows = (db: DbOrTx, cache: TtlCache) =>
  cache.get('languages', () => db.select().from(languages).orderBy(asc(languages.id)));

/**
 * SPEC §5: the language id is sent only in multi-language mode; otherwise (or for an id we do not
 * have, such as the original's default 14) content comes in the default language.
 */
export async function contentLanguageId(
  db: DbOrTx,
  cache: TtlCache,
  requested: number | undefined,
): Promise<number> {
  const active = (await languageRows(db, cache)).filter((r) => r.status === 1);
  const match = requested ? active.find((r) => r.id === requested) : undefined;
  return (match ?? active.find((r) => r.defaultActive) ?? active[0])?.id ?? 0;
}

/** The codes of the content languages players can choose ("en", "fr"…), from the same cached list. */
export async function activeContentLanguageCodes(db: DbOrTx, cache: TtlCache): Promise<string[]> {
  return (await activeContentLanguages(db, cache)).map((l) => l.code);
}

/** The content languages players can choose (get_languages; inlined into index.html, server/http/index-html.ts). */
export async function activeContentLanguages(db: DbOrTx, cache: TtlCache): Promise<ContentLanguage[]> {
  return (await languageRows(db, cache))
    .filter((r) => r.status === 1)
    .map((r) => ({ id: r.id, language: r.language, code: r.code, default_active: r.defaultActive }));
}
