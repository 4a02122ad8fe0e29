/**
 * `npm run make:avatars`: draws the preset profile pictures (public/avatars/a01.svg … a12.svg) with
 * DiceBear's Lorelei style (design CC0 1.0, code MIT; see public/avatars/LICENSE). The files are
 * committed: nothing is drawn at install or run time. Seeds and colours are fixed, so running it again
 * gives the same files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createAvatar } from '@dicebear/core';
import * as lorelei from '@dicebear/lorelei';
import { PRESET_AVATARS } from '../contract/avatars';

const BACKGROUNDS = ['c7b8ff', 'ffd5a8', 'b6e3f4', 'c0f2d1', 'ffc9d6', 'fff1a8'];
const dir = path.join(import.meta.dirname, '..', 'public', 'avatars');
mkdirSync(dir, { recursive: true });
PRESET_AVATARS.forEach((id, i) => {
  const svg = createAvatar(lorelei, {
    seed: `openquiz-${id}`,
    backgroundColor: [BACKGROUNDS[i % BACKGROUNDS.length]!],
    radius: 50,
  }).toString();
  writeFileSync(path.join(dir, `${id}.svg`), svg);
});
console.log(`${PRESET_AVATARS.length} avatars written to ${dir}`);
