import { z } from 'zod';

/**
 * The exam module (SPEC §1/§7, reference §2.6/§3.15), graded by the server: no payload before the
 * attempt is completed carries an answer, and none ever carries the exam key.
 */

/** A player's state of an exam: 1 not started, 2 in the exam, 3 completed (the original's exam_status). */
export const examStatuses = { notStarted: 1, inExam: 2, completed: 3 } as const;

/** Why an attempt ended: submitted by the player, the duration ran out, auto-submitted when the page was
 * hidden too long (a rules violation), or left (no sign of the player for longer than the resume timeout). */
export const examEndReasons = ['submitted', 'time_up', 'hidden', 'left'] as const;
export type ExamEndReason = (typeof examEndReasons)[number];

/** Marks gained and missed, grouped by the questions' mark value (the original's `statistics`). */
export const examStatisticSchema = z.object({ mark: z.number(), correct: z.number(), incorrect: z.number() });
export type ExamStatistic = z.infer<typeof examStatisticSchema>;

/** What a completed attempt scored. */
export const examResultSchema = z.object({
  exam_module_id: z.number(),
  title: z.string(),
  total_marks: z.number(),
  obtained_marks: z.number(),
  no_of_que: z.number(),
  correct: z.number(),
  incorrect: z.number(),
  unanswered: z.number(),
  /** Seconds from the start to the submission (at most the exam's duration). */
  total_duration: z.number(),
  duration: z.number(),
  statistics: z.array(examStatisticSchema),
  end_reason: z.enum(examEndReasons),
  rules_violated: z.boolean(),
  submitted_at: z.string(),
});
export type ExamResult = z.infer<typeof examResultSchema>;

/** An exam of the list. Today's rows carry the player's state; completed rows carry the result. */
export const examRowSchema = z.object({
  id: z.number(),
  language_id: z.number(),
  title: z.string(),
  /** The first and last day (YYYY-MM-DD) it can be taken. */
  date: z.string(),
  ends_on: z.string(),
  /** Minutes. */
  duration: z.number(),
  answer_again: z.boolean(),
  latex: z.boolean(),
  /** The rules the player agrees to before starting ('' when the exam has none of its own). */
  rules: z.string(),
  no_of_que: z.number(),
  total_marks: z.number(),
  exam_status: z.number(),
  result: examResultSchema.nullable(),
});
export type ExamRow = z.infer<typeof examRowSchema>;

export const examOptionSchema = z.object({ key: z.string(), text: z.string() });

/** A question as issued to the attempt: options in the attempt's own order, never its answer. */
export const examQuestionSchema = z.object({
  id: z.number(),
  question: z.string(),
  /** 1 multiple choice, 2 true/false. */
  question_type: z.number(),
  options: z.array(examOptionSchema),
  marks: z.number(),
  image: z.string(),
});
export type ExamQuestion = z.infer<typeof examQuestionSchema>;

/** A saved choice (the shown option key): the player's own, never a verdict. */
export const examSavedAnswerSchema = z.object({ question_id: z.number(), chosen: z.string() });

/** A started or resumed attempt. */
export const examSessionSchema = z.object({
  exam: z.object({
    id: z.number(),
    title: z.string(),
    duration: z.number(),
    answer_again: z.boolean(),
    latex: z.boolean(),
    total_marks: z.number(),
    no_of_que: z.number(),
  }),
  questions: z.array(examQuestionSchema),
  answers: z.array(examSavedAnswerSchema),
  /** Milliseconds left by the server's clock when it answered. */
  remaining_ms: z.number(),
  resumed: z.boolean(),
});
export type ExamSession = z.infer<typeof examSessionSchema>;

export const examClockSchema = z.object({ remaining_ms: z.number() });

/** A question of the review, once the attempt is completed. */
export const examReviewItemSchema = examQuestionSchema.extend({
  answer: z.string(),
  your_answer: z.string(),
  correct: z.boolean(),
  note: z.string(),
});
export type ExamReviewItem = z.infer<typeof examReviewItemSchema>;

export const examResultReviewSchema = z.object({
  result: examResultSchema,
  latex: z.boolean(),
  review: z.array(examReviewItemSchema),
});
export type ExamResultReview = z.infer<typeof examResultReviewSchema>;

/** A violation recorded during an attempt: the first hiding (a warning), the auto-submit, leaving. */
export const examViolationSchema = z.object({
  type: z.enum(['hidden_warning', 'hidden_submit', 'left']),
  at: z.string(),
});
export type ExamViolation = z.infer<typeof examViolationSchema>;

/** An attempt as the examiner sees it. */
export const examAttemptRowSchema = z.object({
  exam_module_id: z.number(),
  exam_title: z.string(),
  user_id: z.number(),
  name: z.string(),
  status: z.enum(['in_exam', 'completed']),
  end_reason: z.enum(examEndReasons).nullable(),
  rules_violated: z.boolean(),
  violations: z.array(examViolationSchema),
  obtained_marks: z.number(),
  total_marks: z.number(),
  correct: z.number(),
  incorrect: z.number(),
  total_duration: z.number(),
  started_at: z.string(),
  submitted_at: z.string().nullable(),
});
export type ExamAttemptRow = z.infer<typeof examAttemptRowSchema>;
