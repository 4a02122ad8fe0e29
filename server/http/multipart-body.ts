import busboy, { type BusboyHeaders } from '@fastify/busboy';
import type { FastifyInstance } from 'fastify';
import { parse as secureJsonParse } from 'secure-json-parse';
import { simpleForm } from './simple-form';

export interface MultipartLimits {
  /** Bytes of the one file a request may carry (a profile picture). */
  fileSize: number;
  files: number;
  fields: number;
  /** Bytes of one field's value; a longer value is cut there (as busboy does). */
  fieldSize: number;
  /** Bytes of the whole body (fields, file and framing). */
  bodySize: number;
}

type Body = Record<string, string | Buffer | (string | Buffer)[]>;

const limitError = (code: string, message: string) =>
  Object.assign(new Error(message), { code, statusCode: 413 });

/**
 * multipart/form-data bodies as key/values, the shape @fastify/multipart's `attachFieldsToBody: 'keyValues'`
 * gave (a field's text, a file's bytes, an array for a repeated name), read whole (they are small; bodySize
 * bounds them). Nearly every request is a few plain text fields, which simple-form.ts reads straight off the
 * buffer: the plugin streamed each body through busboy, an async iterator and per-request option merging,
 * about half of a catalogue request's time. Whatever it does not recognise goes through busboy as before.
 */
export function registerMultipart(app: FastifyInstance, limits: MultipartLimits): void {
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: limits.bodySize },
    (request, buffer, done) => {
      const raw = buffer as Buffer;
      const fast = simpleForm(raw, request.headers['content-type'] ?? '', limits);
      if (fast) return done(null, fast);
      viaBusboy(request.headers, raw, limits).then(
        (body) => done(null, body),
        (err: Error) => done(err),
      );
    },
  );
}

/** The general path (files, repeated names, anything unusual); exported for the differential test. */
export function viaBusboy(
  headers: Record<string, string | string[] | undefined>,
  raw: Buffer,
  limits: MultipartLimits,
): Promise<Body> {
  return new Promise((resolve, reject) => {
    const body: Body = {};
    let failed: Error | null = null;
    const fail = (err: Error) => (failed ??= err);
    const add = (name: string, value: string | Buffer) => {
      // A field named like an Object.prototype member would shadow it for every reader of the body.
      if (name in Object.prototype)
        return fail(Object.assign(new Error('prototype property'), { statusCode: 400 }));
      const seen = body[name];
      body[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
    };
    const bb = busboy({
      headers: headers as BusboyHeaders,
      limits: {
        fileSize: limits.fileSize,
        files: limits.files,
        fields: limits.fields,
        fieldSize: limits.fieldSize,
      },
    });
    bb.on('field', (name, value, _nameCut, _valueCut, _enc, mime) => {
      if (!mime.startsWith('application/json')) return add(name, value);
      try {
        add(name, secureJsonParse(value) as string);
      } catch {
        fail(
          Object.assign(new Error('a field is not valid JSON as its Content-Type says'), { statusCode: 406 }),
        );
      }
    });
    bb.on('file', (name, file) => {
      const chunks: Buffer[] = [];
      file.on('data', (c: Buffer) => chunks.push(c));
      file.on('limit', () => fail(limitError('FST_REQ_FILE_TOO_LARGE', 'request file too large')));
      file.on('end', () => add(name, Buffer.concat(chunks)));
    });
    bb.on('filesLimit', () => fail(limitError('FST_FILES_LIMIT', 'reach files limit')));
    bb.on('fieldsLimit', () => fail(limitError('FST_FIELDS_LIMIT', 'reach fields limit')));
    bb.on('partsLimit', () => fail(limitError('FST_PARTS_LIMIT', 'reach parts limit')));
    bb.on('error', (err: Error) => {
      // An empty body is an empty form, not truncated multipart data (as the plugin had it).
      if (raw.length === 0 && err.message === 'Unexpected end of multipart data') resolve({});
      else reject(err);
    });
    bb.on('finish', () => (failed ? reject(failed) : resolve(body)));
    bb.end(raw);
  });
}
