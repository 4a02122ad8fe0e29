import type { WebSettings } from '../../../contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { TtlCache } from '../../lib/ttl-cache';
import { absoluteUrl } from '../media-url';
import { webSettings } from './schema';
import type { SettingsStore } from './settings-store';
import { webSettingDefaults } from './web-defaults';

/**
 * What reading the web settings needs of a handler's context. Spelled out rather than imported from
 * server/http/context, which imports this domain's index: public modules of a domain stay out of cycles.
 */
type WebSettingsContext = {
  db: Db;
  catalogue: TtlCache;
  origin: string;
  settings: SettingsStore;
  config: Config;
};

/** The site's name as mails and texts sign it. */
export const siteName = async (ctx: WebSettingsContext) =>
  (await readWebSettings(ctx)).site_name || 'OpenQuiz';

export async function readWebSettings(ctx: WebSettingsContext): Promise<WebSettings> {
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
