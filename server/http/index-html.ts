import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BootData, WebSettings } from '../../contract';
import { browserLanguage } from '../../contract/language-tags';
import { activeContentLanguages } from '../domains/catalogue';
import { readActiveUiLanguages, readWebSettings, uiLanguageList, uiLanguagePack } from '../domains/settings';
import type { Services } from './context';

/**
 * A value as a JSON data block for index.html. `<` becomes \u003c (still the same JSON), so no value can
 * close the element (`</script>`) or open a comment (`<!--`); U+2028/2029 are escaped for old parsers.
 * A JSON data block is not script: the CSP (script-src 'self') does not stop it and nothing runs it.
 */
function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="${id}" type="application/json">${json}</script>`;
}

export const settingsScript = (settings: WebSettings): string => jsonScript('web-settings', settings);

/**
 * index.html with the settings (and the boot data: configuration and content languages, when read)
 * inlined before </head> (the whole file when it has no </head>).
 */
export function withSettings(html: string, settings: WebSettings, boot?: BootData | null): string {
  const blocks = settingsScript(settings) + (boot ? jsonScript('boot-data', boot) : '');
  return html.includes('</head>') ? html.replace('</head>', () => `${blocks}</head>`) : html + blocks;
}

/**
 * What the app needs before its first page asks for content, inlined beside the web settings: the public
 * configuration (is the content multi-language?), the content languages and the interface languages —
 * the answers of get_system_configurations, get_languages and get_system_language_list, from the same
 * caches, which the app still fetches after its first page to refresh them. Without them a page's first
 * request went out without its language, or waited for these round trips (issue 18).
 */
async function readBootData(services: Services): Promise<BootData> {
  const [config, languages, uiLanguages] = await Promise.all([
    services.settings.publicConfig(),
    activeContentLanguages(services.db, services.catalogue),
    uiLanguageList(services),
  ]);
  return { config, languages, ui_languages: uiLanguages };
}

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
 * The pages the server paints before the app has run (their largest text, so their Lighthouse LCP): the
 * home page's hero, and the sign-in pages' card head by its two strings.
 */
const authCards = {
  login: ['login_title', 'login_subtitle'],
  signup: ['sign_up_title', 'sign_up_subtitle'],
} as const;
export type FirstPaintPage = 'home' | keyof typeof authCards;

/** Only a plain hex colour goes into the style attribute; anything else keeps the default until the app runs. */
function firstPaintOpen(settings: WebSettings): string {
  const color = settings.primary_color.trim();
  const style = /^#[0-9a-f]{3,8}$/i.test(color) ? ` style="--color-primary:${color}"` : '';
  return (
    `<div id="first-paint" class="fp"${style}>` +
    `<div class="fp-header"><div class="fp-bar header-bar"><span class="fp-mark"></span>` +
    `<span class="fp-name" dir="auto">${escapeHtml(settings.site_name)}</span></div></div>`
  );
}

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
  return (
    firstPaintOpen(settings) +
    `<div class="fp-page"><section class="fp-hero hero-surface">` +
    `<span class="fp-kicker"></span>` +
    `<h1 class="fp-title" dir="auto">${escapeHtml(settings.tagline)}</h1>` +
    (settings.description.trim()
      ? `<p class="fp-lead" dir="auto">${escapeHtml(settings.description)}</p>`
      : '') +
    `<span class="fp-actions"></span></section></div></div>`
  );
}

/**
 * A sign-in page's card head (its mark, heading and line) in the app's own classes (styles/global.css,
 * auth-*), in the site's default language: the same role as the home hero, for the pages a visitor opens
 * from a sign-in prompt or a friend's invite link. Empty when the language pack lacks the words.
 */
export function authFirstPaint(settings: WebSettings, heading?: string, line?: string): string {
  const title = heading?.trim();
  const subtitle = line?.trim();
  if (!title || !subtitle) return '';
  return (
    firstPaintOpen(settings) +
    `<div class="auth-wrap"><section class="auth-card"><div class="auth-head">` +
    `<span class="auth-mark"></span>` +
    `<h1 class="auth-title" dir="auto">${escapeHtml(title)}</h1>` +
    `<p class="auth-subtitle" dir="auto">${escapeHtml(subtitle)}</p>` +
    `</div></section></div></div>`
  );
}

/** index.html with a page painted before the app (inserted before the app's root). */
export const withFirstPaint = (html: string, markup: string): string =>
  markup ? html.replace('<div id="root">', () => `${markup}<div id="root">`) : html;

/** The browser's languages in its order of preference ("ar-EG,ar;q=0.9,en;q=0.8" → ar-EG, ar, en). */
const acceptedLanguages = (header: string | undefined) =>
  (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter((tag) => tag !== '' && tag !== '*');

/**
 * The site's default language when a page painted in it (the hero, the login card) is what this visitor's
 * first page shows; null when the browser prefers another language the site offers, which the app then
 * starts in (src/app/useBoot.ts, the same browserLanguage rule) — the page would flash in the wrong one.
 */
async function defaultLanguageSuits(request: FastifyRequest, services: Services): Promise<string | null> {
  const languages = await readActiveUiLanguages(services).catch(() => null);
  if (!languages) return null;
  const preferred = browserLanguage(
    languages.map((l) => l.name),
    acceptedLanguages(request.headers['accept-language']),
  );
  const siteDefault = languages.find((l) => l.isDefault)?.name ?? 'english';
  return preferred === null || preferred === siteDefault ? siteDefault : null;
}

/** The markup a page paints before the app, for this visitor ('' when none suits them). */
async function firstPaintFor(
  page: FirstPaintPage,
  request: FastifyRequest,
  services: Services,
  settings: WebSettings,
): Promise<string> {
  const language = await defaultLanguageSuits(request, services);
  if (language === null) return '';
  if (page === 'home') return firstPaint(settings);
  const pack = await uiLanguagePack(services, language).catch(() => null);
  const [title, subtitle] = authCards[page];
  return pack ? authFirstPaint(settings, pack.strings[title], pack.strings[subtitle]) : '';
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
   * A page painted before the app (the home hero, the login card). Only on that page's own address: the
   * service worker caches /index.html for every page, where it would be wrong. `page`: a page's own
   * status and head.
   */
  { firstPaint: painted, page }: { firstPaint?: FirstPaintPage; page?: PageHead } = {},
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
    const [settings, boot] = await Promise.all([
      readWebSettings({ ...services, origin }).catch(() => null),
      readBootData(services).catch(() => null),
    ]);
    const early = painted && settings ? await firstPaintFor(painted, request, services, settings) : '';
    const own = page ? await page(request) : null;
    const base = own ? withPageHead(cached.html, own.head) : cached.html;
    const html = settings ? withSettings(withFirstPaint(base, early), settings, boot) : base;
    reply
      .status(own?.status ?? 200)
      .header('Cache-Control', 'no-cache')
      .header('Vary', painted ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(html);
    if (zipped?.html !== html) zipped = { html, gzip: gzipSync(html) };
    return reply.header('Content-Encoding', 'gzip').send(zipped.gzip);
  };
}
