import { z } from 'zod';
import { action } from '../action-def';
import { adminPageOf } from '../admin-models';
import { jsonText, optId, optText, text, wholeNumber } from '../fields';
import {
  adminMailSchema,
  adminSettingSchema,
  pageTypes,
  reportGroupSchema,
  reportStatuses,
} from '../site-models';
import { adminTable } from './common';

const operatorRead = {
  auth: 'admin',
  rate: 'read',
  cache: 'network',
  offline: 'online',
  implemented: true,
} as const;
const operatorWrite = { ...operatorRead, rate: 'write' } as const;

/**
 * The console's site area (issue 17): question reports, settings, static pages and the development
 * mailbox. Every write is audited by its handler.
 */
export const adminSiteActions = {
  /** Question reports grouped by question, the most recently reported first. Editors too. */
  admin_list_reports: action({
    ...operatorRead,
    role: 'editor',
    payload: z.object({
      ...adminTable(['latest', 'count'] as const),
      status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(reportStatuses).optional()),
    }),
    data: adminPageOf(reportGroupSchema),
  }),
  /**
   * Resolves (the question was fixed) or dismisses (nothing was wrong) the open reports of a question,
   * or the listed reports; an optional note says what was done. Editors too.
   */
  admin_resolve_reports: action({
    ...operatorWrite,
    role: 'editor',
    payload: z.object({
      question_id: optId(),
      report_ids: z.preprocess(
        (v) => (v === '' ? undefined : v),
        jsonText(z.array(wholeNumber(1)).min(1).max(500)).optional(),
      ),
      status: z.enum(['resolved', 'dismissed']),
      note: optText(500),
    }),
    data: z.object({ updated: z.number() }),
  }),
  /** Every setting of the registry (contract/setting-registry.ts) with its current value. Admins only. */
  admin_get_settings: action({
    ...operatorRead,
    payload: z.object({}),
    data: z.array(adminSettingSchema),
  }),
  /**
   * Saves a batch of settings, `{"key": "value", …}`: every key must be in the registry and every value
   * valid for its kind, else nothing is saved. Admins only.
   */
  admin_save_settings: action({
    ...operatorWrite,
    payload: z.object({
      settings: jsonText(z.record(z.string().max(80), z.union([z.string().max(2000), z.number()]))),
    }),
    data: z.object({ changed: z.array(z.string()) }),
  }),
  /** Saves a static page's HTML, sanitised on the server (an allow-list of tags). Admins only. */
  admin_save_page: action({
    ...operatorWrite,
    payload: z.object({ type: z.enum(pageTypes), html: text(100_000) }),
    data: z.object({ type: z.enum(pageTypes), html: z.string() }),
  }),
  /** The development mailbox (mails kept when no SMTP server is configured), newest first. Admins only. */
  admin_list_mail: action({
    ...operatorRead,
    payload: z.object({ ...adminTable(['created_at'] as const) }),
    data: adminPageOf(adminMailSchema),
  }),
} as const;
