import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Envelope } from '../../contract';

export interface Upload {
  bytes: Uint8Array;
  type: string;
  name: string;
}

/** An action posted as the app sends files: multipart, with text fields and file parts. */
export async function postFiles<D = unknown>(
  app: FastifyInstance,
  action: string,
  fields: Record<string, string | number | undefined>,
  files: Record<string, Upload>,
  token: string,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  for (const [key, f] of Object.entries(files))
    form.append(key, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url: `/api/${action}`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      authorization: `Bearer ${token}`,
    },
  });
  return { status: res.statusCode, body: res.json() as Envelope<D> };
}

/** upload_profile_image as the app sends it: a multipart body with the file part `image`. */
export const uploadPicture = (
  app: FastifyInstance,
  token: string,
  bytes: Uint8Array,
  type = 'image/jpeg',
  name = 'me.jpg',
) => postFiles<{ profile: string }>(app, 'upload_profile_image', {}, { image: { bytes, type, name } }, token);

/** A phone photo: landscape, EXIF orientation "rotate 90°", and camera and GPS metadata. */
export const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9', Orientation: '6' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
    })
    .toBuffer();
