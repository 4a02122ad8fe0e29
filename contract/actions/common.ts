import { z } from 'zod';
import { limit, offset, optId, optText, wholeNumber } from '../fields';

// Field shapes several areas' payloads share.
export const none = z.object({});
export const later = z.unknown();
export const language = { language_id: optId() };
export const tz = { timezone: optText(64), gmt_format: optText(8) };
export const page = { offset: offset(), limit: limit() };
export const email = () => z.string().trim().toLowerCase().email().max(254);
export const password = () => z.string().min(8).max(200);
export const playedAnswer = z.object({ id: wholeNumber(1), answer: z.string().max(200) });
/**
 * The console's tables (issue 17): a search text, a sort column the action names in its own enum, the
 * direction, and a page. Sorting and paging happen on the server, so a table of any size stays fast.
 */
export const adminTable = <S extends readonly [string, ...string[]]>(sortable: S) => ({
  q: optText(120),
  sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(sortable).optional()),
  order: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['asc', 'desc']).optional()),
  offset: offset(),
  limit: limit(200, 25),
});
