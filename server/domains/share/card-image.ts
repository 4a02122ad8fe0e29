import sharp from 'sharp';
import { CARD_FONT, CARD_SIZE, type CardOp, type CardPaint } from '../../../contract/share-card';

const xml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const opacity = (value: number | undefined) => (value === undefined ? '' : ` opacity="${value}"`);

/** One drawing step as SVG; gradients are collected into `defs`. */
function element(op: CardOp, defs: string[]): string {
  switch (op.type) {
    case 'rect': {
      const fill = paint(op.fill, defs);
      return `<rect x="${op.x}" y="${op.y}" width="${op.w}" height="${op.h}" rx="${op.r}" fill="${fill}"${opacity(op.opacity)}/>`;
    }
    case 'circle':
      return `<circle cx="${op.cx}" cy="${op.cy}" r="${op.r}" fill="${xml(op.fill)}"${opacity(op.opacity)}/>`;
    case 'ring': {
      const length = 2 * Math.PI * op.r;
      const track = `<circle cx="${op.cx}" cy="${op.cy}" r="${op.r}" fill="none" stroke="${xml(op.track)}" stroke-width="${op.width}"/>`;
      if (op.fraction <= 0) return track;
      // Clockwise from the top, as the canvas draws it: the circle's stroke starts at 3 o'clock.
      return (
        track +
        `<circle cx="${op.cx}" cy="${op.cy}" r="${op.r}" fill="none" stroke="${xml(op.color)}" stroke-width="${op.width}" ` +
        `stroke-linecap="round" stroke-dasharray="${(length * Math.min(1, op.fraction)).toFixed(2)} ${length.toFixed(2)}" ` +
        `transform="rotate(-90 ${op.cx} ${op.cy})"/>`
      );
    }
    case 'text':
      return (
        `<text x="${op.x}" y="${op.y}" text-anchor="middle" direction="${op.rtl ? 'rtl' : 'ltr'}" ` +
        `font-size="${op.size}" font-weight="${op.weight}" fill="${xml(op.color)}"${opacity(op.opacity)}>${xml(op.text)}</text>`
      );
  }
}

function paint(fill: CardPaint, defs: string[]): string {
  if (typeof fill === 'string') return xml(fill);
  const id = `g${defs.length}`;
  defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${xml(fill.from)}"/>` +
      `<stop offset="1" stop-color="${xml(fill.to)}"/></linearGradient>`,
  );
  return `url(#${id})`;
}

/** The card as an SVG document: every value escaped, no script, no external reference. */
export function cardSvg(ops: CardOp[]): string {
  const defs: string[] = [];
  const body = ops.map((op) => element(op, defs)).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_SIZE}" height="${CARD_SIZE}" viewBox="0 0 ${CARD_SIZE} ${CARD_SIZE}" ` +
    `font-family="${xml(CARD_FONT)}"><defs>${defs.join('')}</defs>${body}</svg>`
  );
}

/** The card as a PNG: the SVG rendered by sharp (librsvg; text laid out by Pango, right to left too). */
export function cardPng(ops: CardOp[]): Promise<Buffer> {
  return sharp(Buffer.from(cardSvg(ops)), { density: 72 })
    .png({ compressionLevel: 8 })
    .toBuffer();
}
