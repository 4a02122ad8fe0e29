import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { TtlCache } from '../../lib/ttl-cache';
import { uiLanguages } from './schema';

/** The interface languages players can choose (status 1), and which is the site's default. */
export async function readActiveUiLanguages(ctx: {
  db: Db;
  catalogue: TtlCache;
}): Promise<{ name: string; isDefault: boolean }[]> {
  return ctx.catalogue.get('ui_languages_active', () =>
    ctx.db
      .select({ name: uiLanguages.name, isDefault: uiLanguages.isDefault })
      .from(uiLanguages)
      .where(eq(uiLanguages.status, 1)),
  );
}
