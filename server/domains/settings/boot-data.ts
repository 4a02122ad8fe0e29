import { asc, eq } from 'drizzle-orm';
import type { BootData, ContentLanguage } from '../../../contract';
import type { Db } from '../../db/client';
import type { TtlCache } from '../../lib/ttl-cache';
import { languages } from '../catalogue/schema';
import type { SettingsStore } from './settings-store';

/** The quiz-content languages players can choose (get_languages), in the short-lived catalogue cache. */
export function readContentLanguages(ctx: { db: Db; catalogue: TtlCache }): Promise<ContentLanguage[]> {
  return ctx.catalogue.get('content_languages_active', async () => {
    const rows = await ctx.db
      .select()
      .from(languages)
      .where(eq(languages.status, 1))
      .orderBy(asc(languages.id));
    return rows.map((r) => ({
      id: r.id,
      language: r.language,
      code: r.code,
      default_active: r.defaultActive,
    }));
  });
}

/**
 * What the app needs before its first page asks for content, inlined into index.html beside the web
 * settings: the public configuration (is the content multi-language?) and the content languages. Without
 * them every page's first request went out without its language, or waited for these two round trips
 * (issue 18). The same answers as get_system_configurations and get_languages, which refresh them.
 */
export async function readBootData(ctx: {
  db: Db;
  catalogue: TtlCache;
  settings: SettingsStore;
}): Promise<BootData> {
  const [config, contentLanguages] = await Promise.all([
    ctx.settings.publicConfig(),
    readContentLanguages(ctx),
  ]);
  return { config, languages: contentLanguages };
}
