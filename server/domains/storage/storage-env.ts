import { z } from 'zod';

/**
 * S3-compatible storage for uploaded pictures (AWS S3, Cloudflare R2, Backblaze B2, MinIO…). Without
 * S3_BUCKET, uploads stay under the data directory and the server serves them itself.
 */
export const storageEnv = {
  S3_BUCKET: z.string().min(1).optional(),
  /** The service's API address; leave unset for AWS itself. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Where players' browsers fetch the bucket's objects (a public bucket URL or a CDN in front of it). */
  S3_PUBLIC_URL: z.string().url().optional(),
  /** 'on' for services that want https://endpoint/bucket/key rather than https://bucket.endpoint/key. */
  S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).default('off'),
  /** Put in front of every key, e.g. `openquiz/`, to share a bucket. */
  S3_PREFIX: z.string().default(''),
};

type StorageEnv = {
  S3_BUCKET?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_PUBLIC_URL?: string;
};

/** A half-configured bucket stops the server at start, rather than the first upload failing. */
export function checkStorageEnv(env: StorageEnv, ctx: z.RefinementCtx): void {
  const parts = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY, env.S3_PUBLIC_URL];
  const set = parts.filter(Boolean).length;
  if (set !== 0 && set !== parts.length)
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message:
        'S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL go together (all four, or none)',
    });
}
