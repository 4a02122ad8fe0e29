import { eq } from 'drizzle-orm';
import { uiLanguages } from './schema';
import { fail } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import { readWebSettings } from './web-settings';
import { uiLanguageList } from './ui-languages';
import { pageDefaults, type PageType } from './defaults';

const pageKey = (type: PageType) => `page_${type}`;

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

  async get_system_language_list(ctx) {
    return { data: await uiLanguageList(ctx) };
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
