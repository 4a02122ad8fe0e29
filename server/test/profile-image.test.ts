import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, post, signUp, startTestApp, type TestApp } from './harness';
import { photo, uploadPicture } from './picture-support';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://quiz.example.com' });
});
afterAll(async () => t?.close());

const upload = (token: string, bytes: Uint8Array, type?: string, name?: string) =>
  uploadPicture(t.app, token, bytes, type, name);

/** The files of the pictures folder (none until the first upload). */
const avatarFiles = () => readdir(path.join(t.dataDir, 'media', 'avatars')).catch(() => [] as string[]);
const served = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

describe('profile pictures', () => {
  it('re-encodes an upload to a 256×256 WebP without its metadata, served from media', async () => {
    const player = await signUp(t.app, 'Lina');
    const input = await photo();
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const res = await upload(player.token, input);
    expect(res.status).toBe(200);
    const url = (res.body as { data: { profile: string } }).data.profile;
    expect(url).toMatch(/^https:\/\/quiz\.example\.com\/media\/avatars\/\d+-[0-9a-f]{16}\.webp$/);
    expect((await ok(t.app, 'get_user_by_id', {}, player.token)).profile).toBe(url);

    const file = await served(url);
    expect(file.statusCode).toBe(200);
    // Its name changes with its content: cached for good.
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);

    // A new picture replaces the file of the old one.
    const second = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 120, b: 255, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const next = await upload(player.token, second, 'image/png', 'me.png');
    const nextUrl = (next.body as { data: { profile: string } }).data.profile;
    expect(nextUrl).not.toBe(url);
    expect((await served(nextUrl)).statusCode).toBe(200);
    expect((await served(url)).statusCode).toBe(404);
  });

  it('neutralises polyglots: what is kept is the re-encoded picture only', async () => {
    const player = await signUp(t.app, 'Sami');
    // A real JPEG with HTML after its end marker, and a GIF header fronting a script.
    const jpegWithHtml = Buffer.concat([
      await photo(),
      Buffer.from('<html><script>alert(document.cookie)</script>'),
    ]);
    const res = await upload(player.token, jpegWithHtml, 'image/jpeg', 'cat.jpg');
    const url = (res.body as { data: { profile: string } }).data.profile;
    const file = await served(url);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    const gifScript = Buffer.from('GIF89a/*\x00\x00*/=1;alert(1)//');
    expect((await upload(player.token, gifScript, 'image/gif', 'x.gif')).body).toMatchObject({
      error: true,
      message: '303',
    });
  });

  it('refuses what is not a usable picture with a clear error, writes nothing, and keeps the old one', async () => {
    const player = await signUp(t.app, 'Omar');
    const before = await avatarFiles();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const refusals = [
      await upload(player.token, svg, 'image/svg+xml', 'x.svg'),
      await upload(player.token, Buffer.from('not a picture at all'), 'image/png', 'x.png'),
      // A truncated JPEG.
      await upload(player.token, (await photo()).subarray(0, 600)),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ error: true, message: '303' });
    }
    // Over the 5 MB limit: refused before any decoding, never a 500.
    const huge = await upload(player.token, new Uint8Array(6 * 1_048_576));
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect(huge.body.error).toBe(true);
    // A missing file is a missing field.
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/upload_profile_image',
      headers: { authorization: `Bearer ${player.token}` },
      payload: {},
    });
    expect(form.statusCode).toBe(400);
    expect((await ok(t.app, 'get_user_by_id', {}, player.token)).profile).toBe('');
    expect(await avatarFiles()).toEqual(before);
  });

  it('sets one of the preset pictures, removing the upload it replaces, and refuses unknown ones', async () => {
    const player = await signUp(t.app, 'Pia');
    const up = await upload(player.token, await photo());
    const file = path.basename((up.body as { data: { profile: string } }).data.profile);
    expect(await avatarFiles()).toContain(file);

    const user = await ok(t.app, 'set_profile_avatar', { avatar: 'a05' }, player.token);
    expect(user.profile).toBe('https://quiz.example.com/avatars/a05.svg');
    expect((await ok(t.app, 'get_user_by_id', {}, player.token)).profile).toBe(user.profile);
    expect(await avatarFiles()).not.toContain(file);

    for (const avatar of ['a13', '../media/avatars/x', 'https://evil.example/x.svg', '']) {
      const res = await post(t.app, 'set_profile_avatar', { avatar }, player.token);
      expect([avatar, res.status, res.body.message]).toEqual([avatar, 400, '103']);
    }
    expect((await ok(t.app, 'get_user_by_id', {}, player.token)).profile).toBe(user.profile);
  });

  it('deletes the uploaded photo with the account', async () => {
    const player = await signUp(t.app, 'Ines');
    const up = await upload(player.token, await photo());
    const file = path.basename((up.body as { data: { profile: string } }).data.profile);
    expect(await avatarFiles()).toContain(file);
    await ok(t.app, 'delete_user_account', {}, player.token);
    expect(await avatarFiles()).not.toContain(file);
  });

  it('refuses a small file that would decode to a huge picture', async () => {
    const player = await signUp(t.app, 'Nour');
    // 10,000 × 10,000 of one colour: a few kilobytes of PNG, 100 megapixels once decoded.
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: { r: 255, g: 255, b: 255 } },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1_048_576);
    expect((await upload(player.token, bomb, 'image/png', 'big.png')).body).toMatchObject({
      error: true,
      message: '303',
    });
  });
});
