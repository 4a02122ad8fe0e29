import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import type { PictureStore } from './store-types';

export type { PictureStore } from './store-types';

/** The data directory's media folder, served by the server under /media/ (app.ts). */
export function diskStore(dataDir: string): PictureStore {
  const root = path.join(dataDir, 'media');
  return {
    async put(folder, name, bytes) {
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, folder, name), bytes);
      return `/media/${folder}/${name}`;
    },
    async remove(folder, stored) {
      if (!stored.startsWith(`/media/${folder}/`)) return;
      await rm(path.join(root, folder, path.basename(stored)), { force: true });
    },
  };
}

/** S3 when a bucket is configured (storage-env.ts); the SDK loads only then. */
export async function createPictureStore(config: Config): Promise<PictureStore> {
  if (!config.S3_BUCKET) return diskStore(config.dataDir);
  const { s3Store } = await import('./s3-store');
  return s3Store(config);
}
