import { createHash } from 'node:crypto';
import { reencodeImage } from '../storage';

export const MAX_MEDIA_BYTES = 5 * 1_048_576;
/** A question picture fits in this box (wide diagrams keep their shape). */
const IMAGE_BOX = 1200;

/**
 * A question's picture, re-encoded as profile pictures are (storage's reencodeImage) but fitted into a
 * box instead of cropped: a question's diagram must stay whole.
 */
export const questionPicture = (bytes: Uint8Array): Promise<Buffer> =>
  reencodeImage(bytes, (image) =>
    image.resize(IMAGE_BOX, IMAGE_BOX, { fit: 'inside', withoutEnlargement: true }),
  );

const startsWith = (bytes: Uint8Array, text: string, at = 0) =>
  bytes.length >= at + text.length && [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

/**
 * What kind of sound the bytes are, by their first bytes (the name and the browser's type prove
 * nothing): MP3 (an ID3 tag or an MPEG audio frame), Ogg, or an MP4 audio file (M4A). Else null.
 */
export function audioFormat(bytes: Uint8Array): { ext: string; type: string } | null {
  if (
    startsWith(bytes, 'ID3') ||
    (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0 && bytes.length > 4)
  )
    return { ext: 'mp3', type: 'audio/mpeg' };
  if (startsWith(bytes, 'OggS')) return { ext: 'ogg', type: 'audio/ogg' };
  if (
    startsWith(bytes, 'ftyp', 4) &&
    ['M4A ', 'M4B ', 'mp42', 'isom', 'mp41'].some((b) => startsWith(bytes, b, 8))
  )
    return { ext: 'm4a', type: 'audio/mp4' };
  return null;
}

/** The stored name of an upload: its content's hash, so a changed file never hides behind a cached one. */
export const mediaName = (bytes: Uint8Array, ext: string) =>
  `${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.${ext}`;
