import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';

/**
 * Where uploaded pictures live. Names are chosen by the server and change with the content, so every
 * stored picture can be cached for good.
 */
export interface PictureStore {
  /** Stores the bytes under folder/name; answers the value to keep in the database (a path or a URL). */
  put(folder: string, name: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Removes a picture this store made (a value `put` answered); anything else is left alone. */
  remove(folder: string, stored: string): Promise<void>;
}

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
