import { z } from 'zod';
import { action } from '../action-def';
import { adminPageOf } from '../admin-models';
import {
  adminContestRowSchema,
  adminContestSchema,
  adminExamRowSchema,
  adminExamSchema,
  broadcastAudiences,
  broadcastSchema,
  broadcastStatuses,
} from '../event-models';
import { contestStatuses } from '../contest-models';
import { flag, int, jsonText, optId, optInstant, optInt, optText, text } from '../fields';
import { adminTable, none } from './common';

const read = { auth: 'admin', rate: 'read', cache: 'network', offline: 'online', implemented: true } as const;
const write = { ...read, rate: 'write' } as const;
const id = { id: int(1) };
const optEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values).optional());

const prizes = jsonText(z.array(z.object({ rank: int(1, 1000), coins: int(0, 1_000_000) })).max(100));
const examQuestion = z.object({
  kind: z.union([z.literal(1), z.literal(2)]),
  question: text(1000),
  options: z.array(text(300)).min(2).max(5),
  answer: int(0, 4),
  marks: int(1, 100).default(1),
  note: z.string().trim().max(2000).default(''),
});
const day = () => z.iso.date();

/**
 * The console's contests, exams and broadcast notifications (issue 17). Admins only. Writes go through
 * the same validation as players' actions and each is audited.
 */
export const adminEventActions = {
  /** A picture for a contest or a broadcast: re-encoded by the server; answers the path to save. */
  admin_upload_event_image: action({
    ...write,
    payload: z.object({
      folder: z.enum(['contests', 'broadcasts']),
      image: z.custom<Blob | Uint8Array>(
        (v) => v instanceof Uint8Array || (typeof Blob !== 'undefined' && v instanceof Blob),
        'an image file',
      ),
    }),
    data: z.object({ path: z.string(), url: z.string() }),
  }),
  admin_list_contests: action({
    ...read,
    payload: z.object({
      ...adminTable(['starts_at', 'ends_at', 'name'] as const),
      status: optEnum(contestStatuses),
      language_id: optId(),
    }),
    data: adminPageOf(adminContestRowSchema),
  }),
  admin_get_contest: action({ ...read, payload: z.object(id), data: adminContestSchema }),
  /**
   * Creates (no id) or edits a contest. Once it has started only name, description, image and a later
   * end may change: fee, prizes, questions, start and language are refused (omit them).
   */
  admin_save_contest: action({
    ...write,
    payload: z.object({
      id: optInt(1),
      name: text(120),
      description: optText(2000),
      language_id: optId(),
      image: optText(500),
      starts_at: optInstant(),
      ends_at: optInstant(),
      entry_fee: optInt(0, 1_000_000),
      prizes: prizes.optional(),
      questions: jsonText(z.array(z.record(z.string(), z.unknown())).min(1).max(200)).optional(),
    }),
    data: adminContestSchema,
  }),
  /** Only before it starts, or when nobody entered it. */
  admin_delete_contest: action({ ...write, payload: z.object(id), data: none }),

  admin_list_exams: action({
    ...read,
    payload: z.object({ ...adminTable(['starts_on', 'title'] as const), language_id: optId() }),
    data: adminPageOf(adminExamRowSchema),
  }),
  admin_get_exam: action({ ...read, payload: z.object(id), data: adminExamSchema }),
  /**
   * Creates (no id) or edits an exam. exam_key is write-only: required to create, omitted to keep it.
   * Once somebody has taken the exam its questions no longer change.
   */
  admin_save_exam: action({
    ...write,
    payload: z.object({
      id: optInt(1),
      title: text(200),
      language_id: int(1),
      starts_on: day(),
      ends_on: day(),
      duration: int(1, 600),
      exam_key: optText(100),
      rules: optText(5000),
      answer_again: flag(),
      latex: flag(),
      questions: jsonText(z.array(examQuestion).min(1).max(200)).optional(),
    }),
    data: adminExamSchema,
  }),
  /** Only while nobody has taken it. */
  admin_delete_exam: action({ ...write, payload: z.object(id), data: none }),

  /**
   * A notification for the chosen players' lists and their devices, now or at scheduled_at (a job
   * sends scheduled ones once). link: a page of the app ('/contests/').
   */
  admin_send_broadcast: action({
    ...write,
    payload: z.object({
      title: text(120),
      body: text(1000),
      image: optText(500),
      link: z.preprocess(
        (v) => (v === '' ? undefined : v),
        z
          .string()
          .trim()
          .max(300)
          // "/" alone or followed by a non-slash: never "//host" (another site). No lookahead: the
          // contract's fuzzer generates values from these patterns.
          .regex(/^\/([^/\s]\S*)?$/, 'a path of the app, such as /contests/')
          .optional(),
      ),
      audience: z.enum(broadcastAudiences),
      audience_language: optEnum(['english', 'french', 'arabic']),
      scheduled_at: optInstant(),
    }),
    data: broadcastSchema,
  }),
  admin_list_broadcasts: action({
    ...read,
    payload: z.object({
      ...adminTable(['scheduled_at', 'created_at'] as const),
      status: optEnum(broadcastStatuses),
    }),
    data: adminPageOf(broadcastSchema),
  }),
  admin_cancel_broadcast: action({ ...write, payload: z.object(id), data: broadcastSchema }),
} as const;
