import { asc, eq } from 'drizzle-orm';
import type { UiLanguage } from '../../../contract/models';
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

/** get_system_language_list's answer: the active interface languages by name (cached with the catalogue). */
export async function uiLanguageList(ctx: { db: Db; catalogue: TtlCache }): Promise<UiLanguage[]> {
  return ctx.catalogue.get('ui_language_list', async () => {
    const rows = await ctx.db
      .select()
      .from(uiLanguages)
      .where(eq(uiLanguages.status, 1))
      .orderBy(asc(uiLanguages.name));
    return rows.map((r) => ({
      name: r.name,
      title: r.title,
      web_version: r.version,
      web_rtl_support: r.rtl,
      web_default: r.isDefault,
    }));
  });
}

/**
 * An active interface language's strings and direction, by pack name; the site's default pack when that
 * one is not offered (a share card is worded in it, issue 19). Null only when no pack is active at all.
 */
export async function uiLanguagePack(
  ctx: { db: Db; catalogue: TtlCache },
  name: string,
): Promise<{ name: string; rtl: boolean; strings: Record<string, string> } | null> {
  const active = await readActiveUiLanguages(ctx);
  const chosen = active.find((l) => l.name === name) ?? active.find((l) => l.isDefault) ?? active[0];
  if (!chosen) return null;
  return ctx.catalogue.get(`ui_language_pack:${chosen.name}`, async () => {
    const [row] = await ctx.db
      .select({ name: uiLanguages.name, rtl: uiLanguages.rtl, strings: uiLanguages.strings })
      .from(uiLanguages)
      .where(eq(uiLanguages.name, chosen.name))
      .limit(1);
    return row ?? null;
  });
}
