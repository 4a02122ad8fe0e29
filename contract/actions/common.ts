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
