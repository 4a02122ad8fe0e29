import { z } from 'zod';

/**
 * Form fields arrive as strings (multipart/urlencoded) and clients omit empty optional fields, so
 * "missing", "" and (where SPEC says so) "0" must mean the same thing. These helpers encode that once.
 */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const blankOrZeroToUndefined = (v: unknown) =>
  v === '' || v === null || v === '0' || v === 0 ? undefined : v;

export const text = (max = 255) => z.string().trim().min(1).max(max);
export const optText = (max = 255) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());
export const int = (min = 0, max = 2_147_483_647) => z.coerce.number().int().min(min).max(max);
export const optInt = (min = 0, max = 2_147_483_647) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).optional());
/** An id where 0 or absent means "none" (e.g. language_id when multi-language mode is off). */
export const optId = () => z.preprocess(blankOrZeroToUndefined, z.coerce.number().int().min(1).optional());
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
