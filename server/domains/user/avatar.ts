import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { codes, presetAvatarPath } from '../../../contract';
import { users } from './schema';
import { ApiError, fail } from '../../http/api-error';
import type { Services, UserContext } from '../../http/context';
import type { HandlerMap } from '../../http/handler';
import { presentUser } from './present-user';
import { accountVerified } from './verified';
import { reencodeImage, uploadBytes } from '../storage';

export const AVATAR_SIZE = 256;
const FOLDER = 'avatars';

/**
 * The uploaded picture, re-encoded (reencodeImage: usual photo formats only, no metadata, so a phone
 * photo's GPS position stays with the player), cropped to a 256×256 square.
 */
export const avatarImage = (input: Uint8Array): Promise<Buffer> =>
  reencodeImage(input, (image) =>
    image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' }),
  );

export const avatarHandlers: HandlerMap = {
  async upload_profile_image(ctx, input) {
    const image = await avatarImage(await uploadBytes(input.image));
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
