import { z } from 'zod';

/** A question report's life: open until an operator resolves (fixed) or dismisses (nothing wrong) it. */
export const reportStatuses = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const adminReportSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  user_name: z.string(),
  message: z.string(),
  status: z.enum(reportStatuses),
  created_at: z.string(),
  /** Who handled it, when, and their note (null while open). */
  handled_by: z.string().nullable(),
  handled_at: z.string().nullable(),
  note: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

/** The reports of one question, newest first, with what the operator needs to find the question. */
export const reportGroupSchema = z.object({
  question_id: z.number(),
  question: z.string(),
  /** The mode whose catalogue holds it (contract/modes.ts id), null for a contest's or exam's own. */
  mode: z.string().nullable(),
  category: z.string(),
  count: z.number(),
  latest_at: z.string(),
  reports: z.array(adminReportSchema),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

/** Static pages an operator writes (get_settings types); `faq` is ours. */
export const pageTypes = [
  'about_us',
  'contact_us',
  'privacy_policy',
  'terms_conditions',
  'instructions',
  'faq',
] as const;
export type StaticPageType = (typeof pageTypes)[number];

export const adminSettingSchema = z.object({ key: z.string(), value: z.string() });

export const adminMailSchema = z.object({
  id: z.number(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;
