import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { ApiError, fail } from '../../http/api-error';
import type { PictureStore } from './store-types';

const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/**
 * An uploaded picture, re-encoded as WebP without metadata: only what sharp decodes as one of the usual
 * photo formats (no SVG, whose scripts other browsers would run), auto-rotated by its EXIF orientation,
 * shaped by `shape` (a crop, a bound). 40 megapixels at most, so a small file that decodes huge cannot
 * exhaust memory. Anything else answers invalidImage.
 */
export async function reencodeImage(input: Uint8Array, shape: (image: Sharp) => Sharp): Promise<Buffer> {
  try {
    const image = sharp(input, { limitInputPixels: 40_000_000, failOn: 'error', animated: false });
    const { format } = await image.metadata();
    if (!format || !FORMATS.has(format)) throw fail('invalidImage');
    return await shape(image.rotate()).webp({ quality: 82 }).toBuffer();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw fail('invalidImage');
  }
}

export const uploadBytes = async (file: Blob | Uint8Array): Promise<Uint8Array> =>
  file instanceof Uint8Array ? file : new Uint8Array(await file.arrayBuffer());

/**
 * A content picture (a category's, a question's, a contest's): bounded to 1200 px, stored under a name
 * made of its bytes (a new picture never hides behind an old cached one). Answers the stored value.
 */
export async function storeContentImage(
  pictures: PictureStore,
  folder: string,
  file: Blob | Uint8Array,
): Promise<string> {
  const image = await reencodeImage(await uploadBytes(file), (i) =>
    i.resize(1200, 1200, { fit: 'inside', withoutEnlargement: true }),
  );
  const name = `${createHash('sha256').update(image).digest('hex').slice(0, 24)}.webp`;
  return pictures.put(folder, name, image, 'image/webp').catch(() => {
    throw new ApiError('storageUnavailable', 503);
  });
}
