import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { languages } from '../../db/schema';

/**
 * SPEC §5: the language id is sent only in multi-language mode; otherwise (or for an id we do not
 * have, such as the original's default 14) content comes in the default language.
 */
export async function contentLanguageId(db: DbOrTx, requested: number | undefined): Promise<number> {
  if (requested) {
    const [row] = await db
      .select({ id: languages.id })
      .from(languages)
      .where(eq(languages.id, requested))
      .limit(1);
    if (row) return row.id;
  }
  const [def] = await db
    .select({ id: languages.id })
    .from(languages)
    .where(eq(languages.status, 1))
    .orderBy(desc(languages.defaultActive), languages.id)
    .limit(1);
  return def?.id ?? 0;
}
