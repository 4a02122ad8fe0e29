import { asc, eq } from 'drizzle-orm';
import type { WebSettings } from '../../../contract';
import { uiLanguages, webSettings } from './schema';
import { languages } from '../catalogue/schema';
import { fail } from '../../http/api-error';
import type { HandlerContext } from '../../http/context';
import type { HandlerMap } from '../../http/handler';
import { absoluteUrl } from '../media-url';
import { pageDefaults, type PageType } from './defaults';
import { webSettingDefaults } from './web-defaults';

const pageKey = (type: PageType) => `page_${type}`;

/** The site's name as mails and texts sign it. */
export const siteName = async (ctx: HandlerContext) => (await readWebSettings(ctx)).site_name || 'OpenQuiz';

export async function readWebSettings(ctx: HandlerContext): Promise<WebSettings> {
  const rows = await ctx.catalogue.get('web_settings', () => ctx.db.select().from(webSettings));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const data = { ...webSettingDefaults } as Record<string, string>;
  for (const key of Object.keys(webSettingDefaults)) data[key] = stored.get(key) ?? data[key] ?? '';
  for (const key of ['header_logo', 'favicon', 'share_image'])
    data[key] = absoluteUrl(ctx.origin, data[key] ?? '');
  let social: WebSettings['social_media'] = [];
  try {
    social = JSON.parse(stored.get('social_media') ?? '[]') as WebSettings['social_media'];
  } catch {
    social = [];
  }
  return {
    ...(data as Omit<WebSettings, 'maintenance' | 'social_media' | 'demo_mode' | 'firebase_auth'>),
    maintenance: await ctx.settings.on('app_maintenance'),
    demo_mode: ctx.config.DEMO_MODE === 'on',
    firebase_auth:
      ctx.config.FIREBASE_WEB_CONFIG && ctx.config.FIREBASE_AUTH_PROVIDERS.length > 0
        ? { config: ctx.config.FIREBASE_WEB_CONFIG, providers: ctx.config.FIREBASE_AUTH_PROVIDERS }
        : null,
    social_media: social,
  };
}

export const settingsHandlers: HandlerMap = {
  async get_system_configurations(ctx) {
    return { data: await ctx.settings.publicConfig() };
  },

  async get_settings(ctx, input) {
    const types = Object.keys(pageDefaults) as PageType[];
    const read = async (type: PageType) => (await ctx.settings.raw(pageKey(type))) ?? pageDefaults[type];
    if (input.type) return { data: await read(input.type) };
    return { data: await Promise.all(types.map(async (type) => ({ type, message: await read(type) }))) };
  },

  async get_web_settings(ctx) {
    return { data: await readWebSettings(ctx) };
  },

  async get_web_home_settings(ctx) {
    const site = await readWebSettings(ctx);
    return {
      data: {
        sliderData: [{ id: 1, image: '', title: site.tagline, description: site.description }],
        sections: [],
      },
    };
  },

  async get_languages(ctx) {
    const rows = await ctx.db
      .select()
      .from(languages)
      .where(eq(languages.status, 1))
      .orderBy(asc(languages.id));
    return {
      data: rows.map((r) => ({
        id: r.id,
        language: r.language,
        code: r.code,
        default_active: r.defaultActive,
      })),
    };
  },

  async get_system_language_list(ctx) {
    const rows = await ctx.db
      .select()
      .from(uiLanguages)
      .where(eq(uiLanguages.status, 1))
      .orderBy(asc(uiLanguages.name));
    return {
      data: rows.map((r) => ({
        name: r.name,
        title: r.title,
        web_version: r.version,
        web_rtl_support: r.rtl,
        web_default: r.isDefault,
      })),
    };
  },

  async get_system_language_json(ctx, input) {
    // Looked up by primary key, never as a file path (the original read `<language>.json` from disk).
    const [row] = await ctx.db
      .select()
      .from(uiLanguages)
      .where(eq(uiLanguages.name, input.language))
      .limit(1);
    if (!row || row.status !== 1) throw fail('notFound');
    return {
      data: {
        name: row.name,
        title: row.title,
        web_version: row.version,
        web_rtl_support: row.rtl,
        web_default: row.isDefault,
        strings: row.strings,
      },
    };
  },
};
