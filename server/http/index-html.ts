import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebSettings } from '../../contract';
import { browserLanguage } from '../../contract/language-tags';
import { readActiveUiLanguages, readWebSettings } from '../domains/settings';
import type { Services } from './context';

/**
 * The settings as a JSON data block for index.html. `<` becomes \u003c (still the same JSON), so no value
 * can close the element (`</script>`) or open a comment (`<!--`); U+2028/2029 are escaped for old parsers.
 * A JSON data block is not script: the CSP (script-src 'self') does not stop it and nothing runs it.
 */
export function settingsScript(settings: WebSettings): string {
  const json = JSON.stringify(settings)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="web-settings" type="application/json">${json}</script>`;
}

/** index.html with the settings inlined before </head> (the whole file when it has no </head>). */
export const withSettings = (html: string, settings: WebSettings): string =>
  html.includes('</head>')
    ? html.replace('</head>', () => `${settingsScript(settings)}</head>`)
    : html + settingsScript(settings);

/** Text for an element's content or a quoted attribute value: every character that could end either. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A page's own head tags (a shared card's social tags): its <title> replaces the app's, and a robots tag
 * of its own replaces the site-wide one; the rest goes before </head>.
 */
export function withPageHead(html: string, head: string): string {
  let page = /<title>/.test(head) ? html.replace(/<title>[\s\S]*?<\/title>/, '') : html;
  if (/name="robots"/.test(head)) page = page.replace(/<meta name="robots"[^>]*>/, '');
  return page.includes('</head>') ? page.replace('</head>', () => `${head}</head>`) : page + head;
}

/** What a page adds to index.html for one request: its status and head tags. */
export type PageHead = (request: FastifyRequest) => Promise<{ status: number; head: string }>;

/**
 * The home page's hero as plain HTML, painted before any script runs: the largest text of the page (its
 * Lighthouse LCP) then shows once the HTML has arrived instead of after the whole app has loaded and
 * rendered (with the inlined stylesheets: home 92 → 99, LCP 2.9 → 1.1 s; docs/performance.md). It holds
 * the site's tagline and description, which the app's hero shows in the site's language; the app removes
 * it when its first page is on screen (src/app/first-paint.ts). The styles are
 * src/styles/first-paint.css, the same measures as the hero's, so nothing moves when the app takes over.
 * Empty without a tagline: the app's fallback text would not match it.
 */
export function firstPaint(settings: WebSettings): string {
  if (!settings.tagline.trim()) return '';
  const color = settings.primary_color.trim();
  // Only a plain hex colour goes into the style attribute; anything else keeps the default until the app runs.
  const style = /^#[0-9a-f]{3,8}$/i.test(color) ? ` style="--color-primary:${color}"` : '';
  return (
    `<div id="first-paint" class="fp"${style}>` +
    `<div class="fp-header"><div class="fp-bar header-bar"><span class="fp-mark"></span>` +
    `<span class="fp-name" dir="auto">${escapeHtml(settings.site_name)}</span></div></div>` +
    `<div class="fp-page"><section class="fp-hero hero-surface">` +
    `<span class="fp-kicker"></span>` +
    `<h1 class="fp-title" dir="auto">${escapeHtml(settings.tagline)}</h1>` +
    (settings.description.trim()
      ? `<p class="fp-lead" dir="auto">${escapeHtml(settings.description)}</p>`
      : '') +
    `<span class="fp-actions"></span></section></div></div>`
  );
}

/** index.html with the home page's hero painted before the app (inserted before the app's root). */
export const withFirstPaint = (html: string, settings: WebSettings): string => {
  const markup = firstPaint(settings);
  return markup ? html.replace('<div id="root">', () => `${markup}<div id="root">`) : html;
};

/** The browser's languages in its order of preference ("ar-EG,ar;q=0.9,en;q=0.8" → ar-EG, ar, en). */
const acceptedLanguages = (header: string | undefined) =>
  (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter((tag) => tag !== '' && tag !== '*');

/**
 * Whether the prerendered hero (in the site's default language) is what this visitor's first page shows:
 * not when the browser prefers another language the site offers, which the app then starts in
 * (src/app/useBoot.ts, the same browserLanguage rule) — the hero would flash in the wrong language.
 */
async function heroSuits(request: FastifyRequest, services: Services): Promise<boolean> {
  const languages = await readActiveUiLanguages(services).catch(() => null);
  if (!languages) return false;
  const preferred = browserLanguage(
    languages.map((l) => l.name),
    acceptedLanguages(request.headers['accept-language']),
  );
  const siteDefault = languages.find((l) => l.isDefault)?.name ?? 'english';
  return preferred === null || preferred === siteDefault;
}

/**
 * Serves the app's index.html with the web settings in it, so the shell paints without waiting for a
 * get_web_settings round trip (issue 18: the full-screen loader cost Lighthouse its LCP). The settings
 * come from the same short-lived cache as the action; the file is read again when a new build lands.
 */
export function indexHtmlSender(
  distDir: string,
  services: Services,
  /**
   * The home page's hero prerendered (firstPaint). Only for `/` itself: the service worker caches
   * /index.html for every page, where a home hero would be wrong. `page`: a page's own status and head.
   */
  { home = false, page }: { home?: boolean; page?: PageHead } = {},
) {
  const file = path.join(distDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  // The page is the same for every visitor until the settings change: gzip it once per version.
  let zipped: { html: string; gzip: Buffer } | null = null;
  return async function send(request: FastifyRequest, reply: FastifyReply) {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    const origin = services.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
    // Without the database the page still loads: the app then asks for the settings itself (and shows
    // the "unavailable" page if they cannot be had) instead of the visitor getting a bare 503.
    const settings = await readWebSettings({ ...services, origin }).catch(() => null);
    const hero = home && settings !== null && (await heroSuits(request, services));
    const own = page ? await page(request) : null;
    const base = own ? withPageHead(cached.html, own.head) : cached.html;
    const html = settings ? withSettings(hero ? withFirstPaint(base, settings) : base, settings) : base;
    reply
      .status(own?.status ?? 200)
      .header('Cache-Control', 'no-cache')
      .header('Vary', home ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(html);
    if (zipped?.html !== html) zipped = { html, gzip: gzipSync(html) };
    return reply.header('Content-Encoding', 'gzip').send(zipped.gzip);
  };
}
