import fc from 'fast-check';

/** The hostile side of the contract fuzz (fuzz-support.ts): values and bodies no honest client sends. */

export const controls = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u202e',
  '\r\n',
  '\ufffe',
];

/** Values no honest client sends. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '1\u0000',
    '\ud800',
    'x\udc00y',
    '-1',
    '-0',
    '1.5',
    '1e309',
    '-1e309',
    'NaN',
    'Infinity',
    '0x10',
    '9'.repeat(40),
    '2147483648',
    '-2147483649',
    'null',
    'true',
    '[]',
    '{}',
    '{"a":',
    '[{"id":"1","answer":"\\u0000"}]',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    '../../etc/passwd',
    "' OR 1=1 --",
    '%00',
    '😀',
    'x'.repeat(5000),
  ),
  // A control character or surrogate half somewhere in an otherwise plain string.
  fc
    .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...controls), fc.string({ maxLength: 20 }))
    .map(([a, c, b]) => a + c + b),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: -(2 ** 53), max: 2 ** 53 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  fc.constantFrom(
    { toString: 1 },
    { toString: 1, valueOf: 1 },
    JSON.parse('{"__proto__":{"x":1}}') as unknown,
    [[['deep']]],
  ),
);

/** Bodies that no parser should accept, and a few that parse into something that is not a payload. */
export const malformedBody: fc.Arbitrary<{ contentType: string | undefined; body: string | Buffer }> =
  fc.oneof(
    fc.constantFrom(
      {
        contentType: 'multipart/form-data; boundary=XYZ',
        body: '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nv',
      },
      {
        contentType: 'multipart/form-data; boundary=XYZ',
        body: '--XYZ\r\nbroken header\r\n\r\nv\r\n--XYZ--\r\n',
      },
      { contentType: 'multipart/form-data; boundary=XYZ', body: '--XYZ\r\n\r\n\r\n--XYZ--' },
      { contentType: 'multipart/form-data; boundary=XYZ', body: 'no boundary at all' },
      { contentType: 'multipart/form-data; boundary=XYZ', body: '' },
      { contentType: 'multipart/form-data', body: '--XYZ\r\n\r\n--XYZ--' },
      {
        contentType: 'multipart/form-data; boundary=XYZ',
        body: '--XYZ\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--XYZ--\r\n',
      },
      {
        contentType: 'multipart/form-data; boundary=XYZ',
        body: '--XYZ\r\nContent-Disposition: form-data; name="f"; filename="a"\r\n\r\nA\r\n--XYZ\r\nContent-Disposition: form-data; name="g"; filename="b"\r\n\r\nB\r\n--XYZ--\r\n',
      },
      { contentType: 'application/x-www-form-urlencoded', body: '%zz=%E0%A4%A&a=%' },
      { contentType: 'application/x-www-form-urlencoded', body: 'a=%00&b=%ED%A0%80' },
      { contentType: 'application/x-www-form-urlencoded', body: '&&==&=' },
      { contentType: 'application/json', body: '{"type":' },
      { contentType: 'application/json', body: '' },
      { contentType: 'application/json', body: '[1,2]' },
      { contentType: 'application/json', body: '"x"' },
      { contentType: 'application/json', body: 'null' },
      { contentType: 'application/json', body: '{"__proto__":{"x":1}}' },
      { contentType: 'application/json', body: '{"constructor":{"prototype":{"x":1}}}' },
      { contentType: 'application/json', body: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
      { contentType: 'application/json; charset=utf-16', body: '{}' },
      { contentType: 'text/plain', body: 'type=1' },
      { contentType: 'application/xml', body: '<a/>' },
      { contentType: 'application/x-www-form-urlencoded', body: `a=${'b'.repeat(1_100_000)}` },
      { contentType: undefined, body: 'type=1' },
    ),
    fc
      .tuple(
        fc.constantFrom(
          'multipart/form-data; boundary=XYZ',
          'application/x-www-form-urlencoded',
          'application/json',
          'application/octet-stream',
        ),
        fc.uint8Array({ maxLength: 200 }),
      )
      .map(([contentType, bytes]) => ({ contentType, body: Buffer.from(bytes) })),
  );
