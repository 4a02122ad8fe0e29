import { readFileSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import {
  codes,
  compareVersions,
  isRegisteredSetting,
  normaliseSetting,
  registeredSettingKeys,
  settingRegistry,
  type RegisteredSettingKey,
} from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { ApiError, fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import { recordAudit } from '../audit';
import { pageDefaults, settingDefaults } from './defaults';
import { settings, webSettings } from './schema';
import { webSettingDefaults } from './web-defaults';

/**
 * What an operator may write in a static page: headings, paragraphs, emphasis, lists, quotes and links
 * (http, https, mailto). Anything else (scripts, styles, event handlers, frames) is dropped on save.
 */
const PAGE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
  ],
  // rel and target are always the transform's own (a link opens apart, telling the target nothing).
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/**
 * The version of the app this server serves (package.json): a minimum above it would lock every
 * client out, the console included, until a newer build is deployed, so it is refused.
 */
const servedVersion = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

export const sanitisePage = (html: string) => sanitizeHtml(html, PAGE_HTML).trim();

const defaultOf = (key: RegisteredSettingKey): string =>
  settingRegistry[key].store === 'web'
    ? String(webSettingDefaults[key as keyof typeof webSettingDefaults] ?? '')
    : settingDefaults[key as keyof typeof settingDefaults].value;

/** The stored values of these keys (defaults for those never written), read inside the transaction. */
async function currentValues(db: DbOrTx, keys: RegisteredSettingKey[]): Promise<Map<string, string>> {
  const system = keys.filter((k) => settingRegistry[k].store === 'system');
  const web = keys.filter((k) => settingRegistry[k].store === 'web');
  const [systemRows, webRows] = await Promise.all([
    system.length ? db.select().from(settings).where(inArray(settings.key, system)) : [],
    web.length ? db.select().from(webSettings).where(inArray(webSettings.key, web)) : [],
  ]);
  const stored = new Map([...systemRows, ...webRows].map((r) => [r.key, r.value]));
  return new Map(keys.map((k) => [k, stored.get(k) ?? defaultOf(k)]));
}

export const adminSettingsHandlers: HandlerMap = {
  async admin_get_settings(ctx) {
    const values = await currentValues(ctx.db, registeredSettingKeys);
    return { data: registeredSettingKeys.map((key) => ({ key, value: values.get(key) ?? '' })) };
  },

  async admin_save_settings(ctx, input) {
    // Every key and value is checked before anything is written: one bad value saves nothing.
    const batch = new Map<RegisteredSettingKey, string>();
    for (const [key, raw] of Object.entries(input.settings)) {
      if (!isRegisteredSetting(key)) throw new ApiError('unknownSetting', 200, key);
      const value = normaliseSetting(settingRegistry[key], String(raw));
      if (value === null) throw new ApiError('badSettingValue', 200, key);
      if (key === 'min_client_version' && value && compareVersions(value, servedVersion) > 0)
        throw new ApiError('badSettingValue', 200, key, `The newest app is ${servedVersion}`);
      batch.set(key, value);
    }
    if (batch.size === 0) throw fail('missingField', 'Nothing to save');
    const changed = await ctx.db.transaction(async (tx) => {
      const before = await currentValues(tx, [...batch.keys()]);
      const diff = [...batch].filter(([key, value]) => before.get(key) !== value);
      for (const [key, value] of diff) {
        const table = settingRegistry[key].store === 'web' ? webSettings : settings;
        await tx
          .insert(table)
          .values({ key, value })
          .onConflictDoUpdate({ target: table.key, set: { value } });
        await recordAudit(tx, ctx, {
          action: 'admin_save_settings',
          targetType: 'setting',
          targetId: key,
          before: { value: before.get(key) },
          after: { value },
        });
      }
      // Saving an unchanged form still leaves a trace of who looked and confirmed it.
      if (diff.length === 0)
        await recordAudit(tx, ctx, {
          action: 'admin_save_settings',
          targetType: 'setting',
          targetId: [...batch.keys()].join(',').slice(0, 200),
          before: null,
          after: { changed: [] },
        });
      return diff.map(([key]) => key);
    });
    ctx.settings.invalidate();
    ctx.catalogue.forget('web_settings');
    return { data: { changed }, message: codes.updated };
  },

  async admin_save_page(ctx, input) {
    const html = sanitisePage(input.html);
    if (!html) throw new ApiError('missingField', 200, 'html', 'The page is empty once cleaned');
    const key = `page_${input.type}`;
    await ctx.db.transaction(async (tx) => {
      const [old] = await tx
        .select()
        .from(settings)
        .where(inArray(settings.key, [key]));
      await tx
        .insert(settings)
        .values({ key, value: html })
        .onConflictDoUpdate({ target: settings.key, set: { value: html } });
      await recordAudit(tx, ctx, {
        action: 'admin_save_page',
        targetType: 'page',
        targetId: input.type,
        before: { html: old?.value ?? pageDefaults[input.type] },
        after: { html },
      });
    });
    ctx.settings.invalidate();
    return { data: { type: input.type, html }, message: codes.updated };
  },
};
