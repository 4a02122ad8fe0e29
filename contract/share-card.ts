// A result card's words and drawing, shared by the app (drawn on a canvas when the player presses Share,
// src/lib/share-card) and the server (drawn as SVG and rendered to PNG for the card's page and its
// og:image, server/domains/share): one layout, so the picture a player shares and the one a link shows
// are the same. Pure: no DOM, no Node.
import { languageTag } from './language-tags';
import type { ShareCard } from './share-models';

/** i18next's `t` as both sides provide it: `{{name}}` placeholders, plurals by `count`. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

export const CARD_SIZE = 1080;

/**
 * The app's font stack (--font-sans in src/styles/tokens.css): system fonts only, so the card needs no
 * download in the browser and the server's renderer (librsvg, through fontconfig) finds the same faces.
 */
export const CARD_FONT =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Noto Sans Arabic', 'DejaVu Sans', Arial, sans-serif";

/**
 * The light theme's tokens (src/styles/tokens.css) the card uses. A card is a picture sent elsewhere, so
 * it has one look whatever theme the sharer uses; only the primary colour follows web settings.
 */
const tokens = {
  primary: '#6c3ce0',
  onPrimary: '#ffffff',
  surface: '#ffffff',
  surface3: '#e4dcfa',
  text: '#1d1640',
  muted: '#5b5675',
  success: '#14a45c',
  goldSoft: '#fff4d1',
  onGold: '#4a3200',
  confetti: ['#ffc43d', '#ff6b6b', '#1cb0f6', '#58cc02', '#ce82ff'],
} as const;

export type CardPaint = string | { from: string; to: string };
export type CardOp =
  | { type: 'rect'; x: number; y: number; w: number; h: number; r: number; fill: CardPaint; opacity?: number }
  | { type: 'circle'; cx: number; cy: number; r: number; fill: string; opacity?: number }
  | {
      type: 'ring';
      cx: number;
      cy: number;
      r: number;
      width: number;
      /** 0–1 of the circle, clockwise from the top. */
      fraction: number;
      track: string;
      color: string;
    }
  | {
      type: 'text';
      /** Centre of the line; y is its baseline. */
      x: number;
      y: number;
      text: string;
      size: number;
      weight: 700 | 800;
      color: string;
      opacity?: number;
      maxWidth: number;
      rtl: boolean;
    };

export interface CardText {
  site: string;
  headline: string;
  player: string;
  /** The mode, with the level where there is one. */
  mode: string;
  title: string;
  /** The figure in the ring and the line under it. */
  big: string;
  small: string;
  chips: string[];
  cta: string;
  /** The link without its scheme. */
  link: string;
  /** The result in a few words, for the page's title: a percentage, a battle's outcome, a contest's points. */
  result: string;
}

const HEX = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i;

function rgb(hex: string): [number, number, number] {
  const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** `weight` of `a` mixed into `b` (CSS color-mix in sRGB, close enough to the tokens' oklab mix). */
function mix(a: string, b: string, weight: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v * weight + y[i]! * (1 - weight))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The site's primary colour when it is a plain hex colour (web settings are free text), else the default. */
export const cardPrimary = (color: string) => (HEX.test(color.trim()) ? color.trim() : tokens.primary);

/** Numbers in the card's language with Latin digits, as the app shows them (src/lib/i18n numberLocale). */
const localeOf = (card: ShareCard) => `${languageTag(card.language)}-u-nu-latn`;

export function cardText(card: ShareCard, t: Translate): CardText {
  const locale = localeOf(card);
  const num = (n: number, signed = false) =>
    new Intl.NumberFormat(locale, signed ? { signDisplay: 'exceptZero' } : {}).format(n);
  const percent = new Intl.NumberFormat(locale, { style: 'percent' }).format(card.percent / 100);
  const ratio = `${num(card.correct)}/${num(card.total)}`;
  const correctLine = t('share_card_correct', { correct: num(card.correct), total: num(card.total) });
  const points = t('share_card_points', { count: Math.abs(card.score), points: num(card.score, true) });
  const mode = t(`mode_${card.mode}`);
  const title = card.day
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${card.day}T00:00:00Z`),
      )
    : card.title;
  const rank =
    card.rank > 0 && card.players > 2
      ? t('share_card_rank', { rank: num(card.rank), players: num(card.players) })
      : '';
  const streak =
    card.streak <= 0
      ? ''
      : card.kind === 'battle'
        ? t('share_card_win_streak', { count: card.streak })
        : t('share_card_streak', { count: card.streak });
  const byKind = {
    quiz: { big: percent, small: correctLine, chips: [card.score ? points : '', streak] },
    battle: {
      big: ratio,
      small: t('share_card_right_answers'),
      chips: [card.score ? points : '', rank || streak],
    },
    contest: { big: num(card.score, true), small: t('share_card_points_label'), chips: [correctLine, rank] },
  }[card.kind];
  const headline = t(
    card.kind === 'contest' ? 'share_card_contest' : `share_card_${card.outcome || 'passed'}`,
  );
  return {
    site: card.site_name,
    headline,
    player: card.player || t('share_player'),
    mode: card.level > 0 ? `${mode} · ${t('share_card_level', { level: num(card.level) })}` : mode,
    title,
    big: byKind.big,
    small: byKind.small,
    chips: byKind.chips.filter(Boolean),
    cta: t('share_card_cta'),
    link: card.url.replace(/^https?:\/\//, ''),
    result: { quiz: percent, battle: headline, contest: points }[card.kind],
  };
}

/** The page's title and description (og:title, og:description), in the card's language. */
export function shareTitles(card: ShareCard, t: Translate): { title: string; description: string } {
  const text = cardText(card, t);
  const details = [text.title, text.mode, card.kind === 'contest' ? '' : text.small, ...text.chips]
    .filter(Boolean)
    .join(' · ');
  return {
    title: t('share_og_title', { player: text.player, mode: t(`mode_${card.mode}`), result: text.result }),
    description: t('share_og_description', { details, site: card.site_name }),
  };
}

/**
 * A line's estimated width: no measuring on the server (SVG is laid out by the renderer), so a generous
 * average glyph width of the bold faces keeps every line inside its box; the canvas squeezes the rest.
 */
const glyph = (c: string) => (c === ' ' ? 0.3 : /[0-9A-Z]/.test(c) ? 0.72 : c === '%' ? 1 : 0.62);
const estimate = (text: string, size: number) => [...text].reduce((w, c) => w + glyph(c), 0) * size;

/** Shrinks a line to fit (down to 70 %), then cuts it with an ellipsis. */
function fit(text: string, size: number, maxWidth: number): { text: string; size: number } {
  // Whole pixels, rounded down: the size drawn is the size measured, so a line that fits is never cut.
  const scaled = Math.floor(
    Math.max(size * 0.7, Math.min(size, (size * maxWidth) / Math.max(1, estimate(text, size)))),
  );
  let chars = [...text];
  while (chars.length > 1 && estimate(chars.join(''), scaled) > maxWidth)
    chars = chars.slice(0, chars.at(-1) === '…' ? -2 : -1).concat('…');
  return { text: chars.join(''), size: scaled };
}

/** A small deterministic generator seeded by the share's id: the same confetti on both sides. */
function seeded(id: string) {
  let s = [...id].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Confetti in the card's corners, clear of every line of text. */
function confetti(id: string): CardOp[] {
  const rand = seeded(id);
  const spots: CardOp[] = [];
  for (let i = 0; i < 16; i++) {
    const left = i % 2 === 0;
    const top = i % 4 < 2;
    const x = left ? 24 + rand() * 106 : 950 + rand() * 106;
    const y = top ? 24 + rand() * 200 : 912 + rand() * 144;
    const fill = tokens.confetti[i % tokens.confetti.length]!;
    const size = 10 + rand() * 16;
    spots.push(
      i % 3 === 0
        ? { type: 'circle', cx: x, cy: y, r: size / 2, fill, opacity: 0.85 }
        : { type: 'rect', x, y, w: size, h: size * 0.6, r: 3, fill, opacity: 0.85 },
    );
  }
  return spots;
}

const RTL_CHARS = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/**
 * A line's base direction: right to left for a line with Hebrew or Arabic letters on a right-to-left card
 * (so "8 من 10" reads in order), else left to right — a Latin name, a link, "80%" keep their order.
 */
const lineIsRtl = (text: string, rtl: boolean) =>
  rtl ? RTL_CHARS.test(text) : RTL_CHARS.test(text.replace(/[^\p{L}]/gu, '').charAt(0));

/** Everything the card draws, in order, on a 1080 × 1080 canvas. */
export function cardLayout(card: ShareCard, text: CardText): CardOp[] {
  const primary = cardPrimary(card.primary_color);
  const strong = mix(primary, '#000000', 0.78);
  const rtl = card.rtl;
  const line = (
    value: string,
    y: number,
    size: number,
    weight: 700 | 800,
    color: string,
    maxWidth = 860,
    opacity?: number,
  ): Extract<CardOp, { type: 'text' }> => {
    const fitted = fit(value, size, maxWidth);
    const dir = lineIsRtl(value, rtl);
    return { type: 'text', x: CARD_SIZE / 2, y, ...fitted, weight, color, maxWidth, rtl: dir, opacity };
  };
  const good = card.outcome === 'passed' || card.outcome === 'won';
  const fraction = card.total > 0 ? card.correct / card.total : 0;
  const chipWidth = text.chips.length > 1 ? 400 : 520;
  const chipStart = CARD_SIZE / 2 - (text.chips.length * chipWidth + (text.chips.length - 1) * 24) / 2;
  const chipColours = [
    { fill: tokens.goldSoft, color: tokens.onGold },
    { fill: mix(primary, tokens.surface, 0.14), color: mix(primary, tokens.text, 0.88) },
  ];
  return [
    { type: 'rect', x: 0, y: 0, w: CARD_SIZE, h: CARD_SIZE, r: 0, fill: { from: primary, to: strong } },
    ...confetti(card.id),
    line(text.site, 105, 40, 700, tokens.onPrimary, 760, 0.92),
    // Narrower than the card: clear of the confetti in the corners.
    line(text.headline, 195, 76, 800, tokens.onPrimary, 740),
    // The pressed-card shadow of the app's cards (--shadow-card), then the card.
    { type: 'rect', x: 60, y: 262, w: 960, h: 640, r: 56, fill: strong, opacity: 0.55 },
    { type: 'rect', x: 60, y: 250, w: 960, h: 640, r: 56, fill: tokens.surface },
    // Without a title (a battle over every category) the two lines move down to the ring.
    line(text.player, text.title ? 312 : 326, 30, 700, tokens.muted),
    line(text.mode, text.title ? 362 : 390, 34, 800, mix(primary, tokens.text, 0.88)),
    ...(text.title ? [line(text.title, 420, 44, 800, tokens.text)] : []),
    {
      type: 'ring',
      cx: 540,
      cy: 590,
      r: 125,
      width: 28,
      fraction,
      track: tokens.surface3,
      color: good ? tokens.success : primary,
    },
    line(text.big, 590 + 25, 72, 800, tokens.text, 190),
    line(text.small, 762, 32, 700, tokens.muted),
    ...text.chips.flatMap((chip, i): CardOp[] => {
      // The first chip on the side a line starts from: the right on a right-to-left card.
      const slot = rtl ? text.chips.length - 1 - i : i;
      const x = chipStart + slot * (chipWidth + 24);
      const colours = chipColours[i]!;
      return [
        { type: 'rect', x, y: 792, w: chipWidth, h: 66, r: 33, fill: colours.fill },
        { ...line(chip, 836, 30, 800, colours.color, chipWidth - 48), x: x + chipWidth / 2 },
      ];
    }),
    line(text.cta, 975, 46, 800, tokens.onPrimary, 700),
    line(text.link, 1034, 28, 700, tokens.onPrimary, 860, 0.85),
  ];
}
