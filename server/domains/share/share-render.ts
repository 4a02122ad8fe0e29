import type { ShareCard } from '../../../contract';
import { cardLayout, cardText, shareTitles, type Translate } from '../../../contract/share-card';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { TtlCache } from '../../lib/ttl-cache';
import { readWebSettings, uiLanguagePack, type SettingsStore } from '../settings';
import { cardPng } from './card-image';
import { translator } from '../../lib/translator';
import { presentShare, readShare } from './share-store';

/** What rendering a share needs of the server's services (spelled out: the domain index stays acyclic). */
export type ShareContext = {
  db: Db;
  catalogue: TtlCache;
  settings: SettingsStore;
  config: Config;
  origin: string;
};

/** The card's own wording: its language's strings, English behind them for a key a pack lacks. */
async function wordsOf(ctx: ShareContext, card: ShareCard): Promise<Translate> {
  const [pack, english] = await Promise.all([
    uiLanguagePack(ctx, card.language),
    uiLanguagePack(ctx, 'english'),
  ]);
  return translator(card.language, pack?.strings ?? {}, english?.strings ?? {});
}

/** A share as its public page shows it: the card and its title and description; null when unknown. */
export async function sharePage(
  ctx: ShareContext,
  id: string,
): Promise<{ card: ShareCard; title: string; description: string } | null> {
  const row = await readShare(ctx.db, id);
  if (!row) return null;
  const card = presentShare(row, ctx.origin, await readWebSettings(ctx));
  return { card, ...shareTitles(card, await wordsOf(ctx, card)) };
}

/**
 * Rendered pictures by share, version and look: a card changes only when it is shared again or the site's
 * name or colour changes, and a link posted somewhere popular is fetched by many crawlers at once (the
 * promise is kept, so they wait for one render). Bounded: the oldest go first.
 */
const pictures = new Map<string, Promise<Buffer>>();
const MAX_PICTURES = 64;

/** The card as a PNG (1080 × 1080), from the cache when it is there; null when the share is unknown. */
export async function sharePicture(ctx: ShareContext, id: string): Promise<Buffer | null> {
  const page = await sharePage(ctx, id);
  if (!page) return null;
  const { card } = page;
  const key = [card.image, card.site_name, card.primary_color, card.language].join('\n');
  let png = pictures.get(key);
  if (!png) {
    const t = await wordsOf(ctx, card);
    png = cardPng(cardLayout(card, cardText(card, t)));
    pictures.set(key, png);
    png.catch(() => pictures.delete(key));
    if (pictures.size > MAX_PICTURES) pictures.delete(pictures.keys().next().value!);
  }
  return png;
}
