import { z } from 'zod';
import { action } from '../action-def';
import { flag, int, optInt, optText } from '../fields';
import { language, later, page, tz } from './common';

export const examActions = {
  // Exams
  get_exam_module: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: false,
    payload: z.object({ type: optInt(1, 2), ...page, ...tz, ...language }),
    data: later,
  }),
  get_exam_module_questions: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: false,
    payload: z.object({ exam_module_id: int(1) }),
    data: later,
  }),
  set_exam_module_result: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'outbox',
    implemented: false,
    payload: z.object({
      exam_module_id: int(1),
      total_duration: optInt(0),
      obtained_marks: optInt(0),
      statistics: optText(20_000),
      rules_violated: flag(),
      captured_question_ids: optText(20_000),
    }),
    data: later,
  }),
} as const;
