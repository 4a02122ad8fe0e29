import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Envelope } from '../../contract';

/** upload_profile_image as the app sends it: a multipart body with the file part `image`. */
export async function uploadPicture(
  app: FastifyInstance,
  token: string,
  bytes: Uint8Array,
  type = 'image/jpeg',
  name = 'me.jpg',
) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url: '/api/upload_profile_image',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      authorization: `Bearer ${token}`,
    },
  });
  return { status: res.statusCode, body: res.json() as Envelope<{ profile: string }> };
}

/** A phone photo: landscape, EXIF orientation "rotate 90°", and camera and GPS metadata. */
export const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9', Orientation: '6' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
    })
    .toBuffer();
