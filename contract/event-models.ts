import { z } from 'zod';
import { contestStatuses } from './contest-models';

/**
 * The console's contests, exams and broadcasts (issue 17). Contest questions travel in the content
 * format (docs/content-format.md), the shape the importer validates; an exam's key never travels back.
 */
export const adminContestRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  language_id: z.number(),
  image: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  entry_fee: z.number(),
  status: z.enum(contestStatuses),
  entries: z.number(),
  questions: z.number(),
  /** Ranks and prizes paid (the settlement job ran). */
  settled: z.boolean(),
});
export type AdminContestRow = z.infer<typeof adminContestRowSchema>;

export const prizeSchema = z.object({ rank: z.number(), coins: z.number() });

export const adminContestSchema = adminContestRowSchema.extend({
  description: z.string(),
  /** The stored picture (a /media path or a URL) that admin_save_contest takes back; '' when none. */
  image_path: z.string(),
  prizes: z.array(prizeSchema),
  /** Its questions in the content format (type, question, options, answer, note). */
  question_items: z.array(z.record(z.string(), z.unknown())),
});
export type AdminContest = z.infer<typeof adminContestSchema>;

export const adminExamQuestionSchema = z.object({
  /** 1 multiple choice, 2 true/false. */
  kind: z.number(),
  question: z.string(),
  options: z.array(z.string()),
  /** 0-based index of the right option (true/false: 0 true, 1 false). */
  answer: z.number(),
  marks: z.number(),
  note: z.string(),
});
export type AdminExamQuestion = z.infer<typeof adminExamQuestionSchema>;

export const adminExamRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  language_id: z.number(),
  starts_on: z.string(),
  ends_on: z.string(),
  duration: z.number(),
  questions: z.number(),
  total_marks: z.number(),
  attempts: z.number(),
});
export type AdminExamRow = z.infer<typeof adminExamRowSchema>;

export const adminExamSchema = adminExamRowSchema.extend({
  rules: z.string(),
  answer_again: z.boolean(),
  latex: z.boolean(),
  /** Whether a key is set: the key itself never leaves the server. */
  key_set: z.boolean(),
  question_items: z.array(adminExamQuestionSchema),
});
export type AdminExam = z.infer<typeof adminExamSchema>;

export const broadcastAudiences = ['all', 'language', 'active_7d', 'new_7d'] as const;
export type BroadcastAudience = (typeof broadcastAudiences)[number];
export const broadcastStatuses = ['scheduled', 'sent', 'cancelled'] as const;

export const broadcastSchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  image: z.string(),
  link: z.string(),
  audience: z.enum(broadcastAudiences),
  /** The UI language of audience 'language' (english, french, arabic); '' otherwise. */
  audience_language: z.string(),
  status: z.enum(broadcastStatuses),
  scheduled_at: z.string(),
  sent_at: z.string().nullable(),
  /** In-app notifications written, devices pushed to, pushes delivered and failed. */
  in_app: z.number(),
  push_devices: z.number(),
  push_sent: z.number(),
  push_failed: z.number(),
  created_at: z.string(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;
