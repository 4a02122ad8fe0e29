import { z } from 'zod';
import { action } from '../action-def';
import {
  examAttemptRowSchema,
  examClockSchema,
  examResultReviewSchema,
  examResultSchema,
  examRowSchema,
  examSavedAnswerSchema,
  examSessionSchema,
} from '../exam-models';
import { flag, int, optInt, optText, text } from '../fields';
import { language, page, tz } from './common';

const examId = { exam_module_id: int(1) };

/**
 * Exams (issue 16): the server holds the key, the clock, the answers and the grading. Every exam write
 * is network-only (DESIGN §7): an exam cannot wait for a connection, and the server closes an attempt at
 * its deadline anyway.
 */
export const examActions = {
  // Exams
  get_exam_module: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    /** type 1: today's exams (in the player's time zone), 2: the completed ones, newest first. */
    payload: z.object({ type: optInt(1, 2), ...page, ...tz, ...language }),
    data: z.array(examRowSchema),
  }),
  get_exam_module_questions: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: true,
    /** Starts the exam (key and agreed rules required) or resumes the player's own attempt (neither). */
    payload: z.object({ ...examId, exam_key: optText(100), rules_agreed: flag(), ...tz }),
    data: examSessionSchema,
  }),
  save_exam_answer: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...examId, question_id: int(1), answer: text(8) }),
    data: examSavedAnswerSchema.extend(examClockSchema.shape),
  }),
  exam_heartbeat: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: true,
    /** hidden=1: the page was just hidden (the warning is recorded). */
    payload: z.object({ ...examId, hidden: flag() }),
    data: examClockSchema,
  }),
  set_exam_module_result: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    // total_duration, obtained_marks, statistics and captured_question_ids are the original client's
    // own grading: accepted so that client's calls still validate, and ignored (the server grades).
    payload: z.object({
      ...examId,
      total_duration: optInt(0),
      obtained_marks: optInt(0),
      statistics: optText(20_000),
      rules_violated: flag(),
      captured_question_ids: optText(20_000),
    }),
    data: examResultSchema,
  }),
  get_exam_result: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object(examId),
    data: examResultReviewSchema,
  }),
  admin_get_exam_results: action({
    auth: 'admin',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ exam_module_id: optInt(1), ...page }),
    data: z.array(examAttemptRowSchema),
  }),
} as const;
