import { CARD_FONT, CARD_SIZE, type CardOp, type CardPaint } from '../../../contract/share-card';

function fillOf(ctx: CanvasRenderingContext2D, paint: CardPaint): string | CanvasGradient {
  if (typeof paint === 'string') return paint;
  // Top-left to bottom-right, as the server's SVG gradient (x1=0 y1=0 x2=1 y2=1).
  const gradient = ctx.createLinearGradient(0, 0, CARD_SIZE, CARD_SIZE);
  gradient.addColorStop(0, paint.from);
  gradient.addColorStop(1, paint.to);
  return gradient;
}

function drawOp(ctx: CanvasRenderingContext2D, op: CardOp) {
  ctx.save();
  if ('opacity' in op && op.opacity !== undefined) ctx.globalAlpha = op.opacity;
  switch (op.type) {
    case 'rect':
      ctx.fillStyle = fillOf(ctx, op.fill);
      ctx.beginPath();
      ctx.roundRect(op.x, op.y, op.w, op.h, op.r);
      ctx.fill();
      break;
    case 'circle':
      ctx.fillStyle = op.fill;
      ctx.beginPath();
      ctx.arc(op.cx, op.cy, op.r, 0, 2 * Math.PI);
      ctx.fill();
      break;
    case 'ring':
      ctx.lineWidth = op.width;
      ctx.strokeStyle = op.track;
      ctx.beginPath();
      ctx.arc(op.cx, op.cy, op.r, 0, 2 * Math.PI);
      ctx.stroke();
      if (op.fraction > 0) {
        ctx.strokeStyle = op.color;
        ctx.lineCap = 'round';
        ctx.beginPath();
        ctx.arc(op.cx, op.cy, op.r, -Math.PI / 2, -Math.PI / 2 + 2 * Math.PI * Math.min(1, op.fraction));
        ctx.stroke();
      }
      break;
    case 'text':
      ctx.font = `${op.weight} ${op.size}px ${CARD_FONT}`;
      ctx.fillStyle = op.color;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'alphabetic';
      ctx.direction = op.rtl ? 'rtl' : 'ltr';
      // The layout's fit is an estimate (the server cannot measure); here the line is squeezed if need be.
      ctx.fillText(op.text, op.x, op.y, op.maxWidth);
      break;
  }
  ctx.restore();
}

/** The card's drawing steps on a 1080 × 1080 canvas, as a PNG. */
export async function drawCard(ops: CardOp[]): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = CARD_SIZE;
  canvas.height = CARD_SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  for (const op of ops) drawOp(ctx, op);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  );
}
