import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { ok, signUp, startTestApp, type TestApp } from './harness';
import { photo, uploadPicture } from './picture-support';

/**
 * Profile pictures in an S3-compatible bucket: s3rver, an S3 REST server on 127.0.0.1, receives the
 * SDK's requests (it checks the access key, though it does not recompute V4 signatures) and serves the
 * objects as a public bucket would to browsers.
 */
let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let t: TestApp;
const BUCKET = 'pictures';
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), 'openquiz-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = await s3.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  t = await startTestApp({
    PUBLIC_URL: 'https://quiz.example.com',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: 'on',
    S3_PUBLIC_URL: `${endpoint}/${BUCKET}`,
    S3_PREFIX: 'quiz/',
    ...KEYS,
  });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  if (s3Dir) await rm(s3Dir, { recursive: true, force: true });
});

describe('pictures in an S3-compatible bucket', () => {
  it('stores the re-encoded picture with its type and cache header, and removes the one it replaces', async () => {
    const player = await signUp(t.app, 'Lina');
    const first = await uploadPicture(t.app, player.token, await photo());
    expect(first.status).toBe(200);
    const url = (first.body as { data: { profile: string } }).data.profile;
    expect(url).toMatch(new RegExp(`^${endpoint}/${BUCKET}/quiz/avatars/\\d+-[0-9a-f]{16}\\.webp$`));
    expect((await ok(t.app, 'get_user_by_id', {}, player.token)).profile).toBe(url);

    // What a browser gets from the bucket's public address.
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    // Nothing was written to the data directory.
    expect(await fetchLocal(url)).toBe(404);

    // A preset replaces it: the object is deleted from the bucket.
    await ok(t.app, 'set_profile_avatar', { avatar: 'a03' }, player.token);
    expect((await fetch(url)).status).toBe(404);

    // So does deleting the account.
    const second = await uploadPicture(t.app, player.token, await photo());
    const secondUrl = (second.body as { data: { profile: string } }).data.profile;
    expect((await fetch(secondUrl)).status).toBe(200);
    await ok(t.app, 'delete_user_account', {}, player.token);
    expect((await fetch(secondUrl)).status).toBe(404);
  });

  it('answers a clean 503 and keeps the old picture when the bucket refuses or cannot be reached', async () => {
    const closed = await freePort();
    for (const [label, env] of [
      ['unknown key', { S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'NOBODY', S3_SECRET_ACCESS_KEY: 'x' }],
      ['unreachable', { S3_ENDPOINT: `http://127.0.0.1:${closed}`, ...KEYS }],
    ] as const) {
      const app = await startTestApp({
        S3_BUCKET: BUCKET,
        S3_FORCE_PATH_STYLE: 'on',
        S3_PUBLIC_URL: `${endpoint}/${BUCKET}`,
        ...env,
      });
      try {
        const player = await signUp(app.app, 'Omar');
        await ok(app.app, 'set_profile_avatar', { avatar: 'a07' }, player.token);
        const res = await uploadPicture(app.app, player.token, await photo());
        expect([label, res.status, res.body]).toMatchObject([label, 503, { error: true, message: '312' }]);
        expect((await ok(app.app, 'get_user_by_id', {}, player.token)).profile).toMatch(
          /\/avatars\/a07\.svg$/,
        );
      } finally {
        await app.close();
      }
    }
  });

  it('refuses half a bucket configuration at start', () => {
    expect(() => loadConfig({ S3_BUCKET: BUCKET, ...KEYS })).toThrow(/S3_PUBLIC_URL go together/);
    expect(() =>
      loadConfig({ S3_BUCKET: BUCKET, S3_PUBLIC_URL: 'https://cdn.example.com', ...KEYS }),
    ).not.toThrow();
  });
});

/** The same path asked of the app server itself: it must not have kept a copy. */
async function fetchLocal(url: string): Promise<number> {
  return (
    await t.app.inject({ method: 'GET', url: `/media/avatars/${path.basename(new URL(url).pathname)}` })
  ).statusCode;
}

/** A port nothing listens on (taken from the system, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
