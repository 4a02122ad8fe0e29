import { z } from 'zod';

/**
 * Form fields arrive as strings (multipart/urlencoded) and clients omit empty optional fields, so
 * "missing", "" and (where SPEC says so) "0" must mean the same thing. These helpers encode that once.
 * JSON bodies may send numbers instead of numeric text; any other type (object, array, boolean) is
 * refused by every helper, never coerced: z.coerce would read [5] as 5, true as 1 and "" as 0.
 */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const blankOrZeroToUndefined = (v: unknown) =>
  v === '' || v === null || v === '0' || v === 0 ? undefined : v;
/** Numeric text becomes a number; everything else goes to z.number() as it is, which refuses it. */
const numericText = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);

/** A whole number from form text ("12") or a JSON number. */
export const wholeNumber = (min = 0, max = 2_147_483_647) =>
  z.preprocess(numericText, z.number().int().min(min).max(max));

export const text = (max = 255) => z.string().trim().min(1).max(max);
export const optText = (max = 255) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());
export const int = (min = 0, max = 2_147_483_647) => wholeNumber(min, max);
export const optInt = (min = 0, max = 2_147_483_647) =>
  z.preprocess(blankToUndefined, wholeNumber(min, max).optional());
/** An id where 0 or absent means "none" (e.g. language_id when multi-language mode is off). */
export const optId = () => z.preprocess(blankOrZeroToUndefined, wholeNumber(1).optional());
export const slug = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9-]+$/, 'expected a slug');
export const optSlug = () => z.preprocess(blankToUndefined, slug().optional());
export const flag = () => z.preprocess(blankToUndefined, z.enum(['0', '1']).optional());
export const offset = () => optInt(0, 1_000_000).transform((v) => v ?? 0);
export const limit = (max = 100, def = 25) => optInt(1, max).transform((v) => v ?? def);

/** An uploaded file (a multipart file field): the server checks what it really is. */
export const file = (what = 'a file') =>
  z.custom<Blob | Uint8Array>(
    (v) => v instanceof Uint8Array || (typeof Blob !== 'undefined' && v instanceof Blob),
    what,
  );
/** The same, optional: an absent or empty field means "keep what is there". */
export const optFile = (what = 'a file') => z.preprocess(blankToUndefined, file(what).optional());

/** An instant with its offset, as `new Date().toISOString()` writes it. */
export const instant = () => z.iso.datetime({ offset: true });
/** The same, optional: blank means none. */
export const optInstant = () => z.preprocess(blankToUndefined, instant().optional());

/** A field that carries JSON as a string (DESIGN §4); JSON bodies may send the value itself. */
export function jsonText<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return Symbol.for('invalid-json');
    }
  }, schema);
}

/** NUL, and UTF-16 surrogate halves without their pair. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The path of the first string in a validated payload that PostgreSQL text cannot hold, or null.
 * NUL fails the query (SQLSTATE 22021) and a lone surrogate is silently stored as U+FFFD, so both are
 * refused at the boundary rather than stripped: no real client sends them, and stripping would make
 * distinct inputs (an idempotency key, an identity) collide and store something the sender did not send.
 * Walks only what the schema accepted, so it is as shallow as the contract's payloads.
 */
export function unstorableTextAt(value: unknown, path: (string | number)[] = []): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path.join('.') || 'payload' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = UNSTORABLE.test(key) ? [...path, key].join('.') : unstorableTextAt(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
