import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import type { PictureStore } from './store-types';

/**
 * Pictures in an S3-compatible bucket, fetched by browsers from S3_PUBLIC_URL. Each object carries its
 * type and a year-long immutable cache header, as the server gives its own /media/ files.
 */
export function s3Store(config: Config): PictureStore {
  const client = new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === 'on',
    credentials: { accessKeyId: config.S3_ACCESS_KEY_ID!, secretAccessKey: config.S3_SECRET_ACCESS_KEY! },
    // Checksums only where S3 requires them: many S3-compatible services refuse the SDK's default
    // trailing checksums (aws-chunked uploads).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A player waits on the upload: one retry, and a bucket that does not answer fails in seconds.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  });
  const bucket = config.S3_BUCKET!;
  const base = config.S3_PUBLIC_URL!.replace(/\/+$/, '');
  const key = (folder: string, name: string) => `${config.S3_PREFIX}${folder}/${name}`;

  return {
    async put(folder, name, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key(folder, name),
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${base}/${key(folder, name)}`;
    },
    async remove(folder, stored) {
      const prefix = `${base}/${key(folder, '')}`;
      if (!stored.startsWith(prefix)) return;
      const name = stored.slice(prefix.length);
      if (!name || name.includes('/')) return;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(folder, name) }));
    },
  };
}
