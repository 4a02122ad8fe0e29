import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ApiError, fail } from '../../http/api-error';
import type { Handler } from '../../http/handler';
import { recordAudit } from '../audit';
import { absoluteUrl } from '../media-url';

const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** A contest card or a notification never shows more than this. */
const MAX_WIDTH = 1200;
const MAX_HEIGHT = 800;

/**
 * A contest's or a broadcast's picture from the console: decoded only as a usual photo format (no SVG,
 * whose scripts players' browsers would run), auto-rotated, fitted inside 1200×800, WebP without
 * metadata, stored under a name made from its bytes. Answers the value the save action takes.
 */
export const eventImageHandler: Handler<'admin_upload_event_image'> = async (ctx, input) => {
  const bytes =
    input.image instanceof Uint8Array ? input.image : new Uint8Array(await input.image.arrayBuffer());
  let image: Buffer;
  try {
    const decoded = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error', animated: false });
    const { format } = await decoded.metadata();
    if (!format || !FORMATS.has(format)) throw fail('invalidImage');
    image = await decoded
      .rotate()
      .resize(MAX_WIDTH, MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw fail('invalidImage');
  }
  const file = `${createHash('sha256').update(image).digest('hex').slice(0, 24)}.webp`;
  const stored = await ctx.pictures.put(input.folder, file, image, 'image/webp').catch((err: unknown) => {
    ctx.log.error({ err }, 'storing an event picture failed');
    throw new ApiError('storageUnavailable', 503);
  });
  // A stored file changes no record until a save uses it; audited all the same, as an operator's write.
  await recordAudit(ctx.db, ctx, {
    action: 'admin_upload_event_image',
    targetType: input.folder === 'contests' ? 'contest' : 'notification',
    targetId: file,
    before: null,
    after: { path: stored },
  });
  return { data: { path: stored, url: absoluteUrl(ctx.origin, stored) } };
};
