/**
 * The preset profile pictures a player may pick instead of uploading one (SPEC §5's avatar set): static
 * files of the app at /avatars/<id>.svg (drawn by scripts/make-avatars.ts).
 */
export const PRESET_AVATARS = [
  'a01',
  'a02',
  'a03',
  'a04',
  'a05',
  'a06',
  'a07',
  'a08',
  'a09',
  'a10',
  'a11',
  'a12',
] as const;
export type PresetAvatar = (typeof PRESET_AVATARS)[number];

export const presetAvatarPath = (id: PresetAvatar) => `/avatars/${id}.svg`;
