import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { viaBusboy } from './multipart-body';
import { simpleForm } from './simple-form';

const limits = { fileSize: 1000, files: 1, fields: 50, fieldSize: 200_000, bodySize: 1_000_000 };

async function encode(entries: [string, string | Blob][]) {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    raw: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

const busboyOf = (raw: Buffer, contentType: string) =>
  viaBusboy({ 'content-type': contentType }, raw, limits).then(
    (body) => ({ body }),
    (err: Error) => ({ err: err.message }),
  );

describe('simpleForm (the fast multipart path)', () => {
  it('reads what FormData sends for text fields exactly as busboy does, or leaves it to busboy', async () => {
    const name = fc.oneof(
      fc.constantFrom('type', 'id', 'language_id', 'constructor', '__proto__', 'toString', 'a"b', 'é', 'x y'),
      fc.stringMatching(/^[a-z_]{1,8}$/),
    );
    const value = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom('', '\r\n', '--', '\r\n--', '\u0000', 'a\r\n\r\nb', '\ud800'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(name, value), { maxLength: 6 }), async (entries) => {
        const { raw, contentType } = await encode(entries);
        const fast = simpleForm(raw, contentType, limits);
        const slow = await busboyOf(raw, contentType);
        if (fast !== null) expect({ body: fast }).toEqual(slow);
        // Plain, distinct names always take the fast path (an empty form is busboy's).
        const plain = entries.every(([n]) => /^[a-z_]+$/.test(n) && !(n in Object.prototype));
        if (plain && entries.length > 0 && new Set(entries.map(([n]) => n)).size === entries.length)
          expect(fast).not.toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('leaves files, unusual framing and malformed bodies to busboy', async () => {
    const file = await encode([['image', new Blob(['png'], { type: 'image/png' })]]);
    expect(simpleForm(file.raw, file.contentType, limits)).toBeNull();
    expect(await busboyOf(file.raw, file.contentType)).toEqual({ body: { image: Buffer.from('png') } });
    const ct = 'multipart/form-data; boundary=XYZ';
    for (const body of [
      '',
      '--XYZ',
      'no boundary at all',
      '--XYZ\r\nContent-Disposition: form-data; name="type"\r\n\r\n1',
      '--XYZ\r\nContent-Disposition: form-data; name="type"\r\n\r\n1\r\n--XYZ-- trailing',
      '--XYZ\r\nContent-Disposition: form-data; name="type"\r\nContent-Type: text/plain\r\n\r\n1\r\n--XYZ--',
      '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\n2\r\n--XYZ--',
    ])
      expect(simpleForm(Buffer.from(body), ct, limits), body).toBeNull();
    expect(simpleForm(Buffer.from('--XYZ\r\n\r\n--XYZ--'), 'multipart/form-data', limits)).toBeNull();
    const ok = '--XYZ\r\nContent-Disposition: form-data; name="type"\r\n\r\n1\r\n--XYZ--\r\n';
    expect(simpleForm(Buffer.from(ok), ct, limits)).toEqual({ type: '1' });
  });

  it('leaves a form over the field limits to busboy', async () => {
    const many = await encode(Array.from({ length: 51 }, (_, i) => [`f${i}`, 'x'] as [string, string]));
    expect(simpleForm(many.raw, many.contentType, limits)).toBeNull();
    expect(await busboyOf(many.raw, many.contentType)).toEqual({ err: 'reach fields limit' });
    const long = await encode([['f', 'x'.repeat(200_001)]]);
    expect(simpleForm(long.raw, long.contentType, limits)).toBeNull();
  });
});
