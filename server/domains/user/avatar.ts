import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { codes, presetAvatarPath } from '../../../contract';
import { users } from './schema';
import { ApiError, fail } from '../../http/api-error';
import type { Services, UserContext } from '../../http/context';
import type { HandlerMap } from '../../http/handler';
import { presentUser } from './present-user';
import { accountVerified } from './verified';

export const AVATAR_SIZE = 256;
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
const FOLDER = 'avatars';

/**
 * The uploaded picture, re-encoded: only what sharp can decode as one of the usual photo formats (no
 * SVG, whose scripts other players' browsers would run), auto-rotated by its EXIF orientation, cropped
 * to a square, 256×256 WebP without metadata (a phone photo's GPS position stays with the player).
 * 40 megapixels at most, so a small file that decodes huge cannot exhaust memory.
 */
export async function avatarImage(input: Uint8Array): Promise<Buffer> {
  try {
    const image = sharp(input, { limitInputPixels: 40_000_000, failOn: 'error', animated: false });
    const { format } = await image.metadata();
    if (!format || !FORMATS.has(format)) throw fail('invalidImage');
    return await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw fail('invalidImage');
  }
}

export const avatarHandlers: HandlerMap = {
  async upload_profile_image(ctx, input) {
    const bytes =
      input.image instanceof Uint8Array ? input.image : new Uint8Array(await input.image.arrayBuffer());
    const image = await avatarImage(bytes);
    // A new name per picture: caches (the worker's, the browser's) never show the old one under it.
    const file = `${ctx.user.id}-${createHash('sha256').update(image).digest('hex').slice(0, 16)}.webp`;
    const stored = await ctx.pictures.put(FOLDER, file, image, 'image/webp').catch((err: unknown) => {
      ctx.log.error({ err }, 'storing a profile picture failed');
      throw new ApiError('storageUnavailable', 503);
    });
    return setPicture(ctx, stored);
  },

  async set_profile_avatar(ctx, input) {
    return setPicture(ctx, presetAvatarPath(input.avatar));
  },
};

/**
 * Removes an uploaded picture (presets and other values are left alone). A leftover file costs a little
 * space; a failed removal must not fail the change or deletion that succeeded.
 */
export async function removePicture(ctx: Pick<Services, 'pictures' | 'log'>, stored: string): Promise<void> {
  if (!stored) return;
  await ctx.pictures
    .remove(FOLDER, stored)
    .catch((err: unknown) => ctx.log.warn({ err }, 'removing a profile picture failed'));
}

/** Sets the player's picture and removes the upload it replaces (only files of our folder). */
async function setPicture(ctx: UserContext, profile: string) {
  const previous = ctx.user.profile;
  const [row] = await ctx.db.update(users).set({ profile }).where(eq(users.id, ctx.user.id)).returning();
  if (!row) throw fail('userMissing');
  if (previous !== profile) await removePicture(ctx, previous);
  return {
    data: presentUser(row, await accountVerified(ctx.db, row.uid), ctx.origin),
    message: codes.profileUpdated,
  };
}
