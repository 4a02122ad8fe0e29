import { useApi } from '../../api';
import { codes } from '../../../contract/codes';
import { playerTimeZone } from '../../lib/preferences';

/** The player's zone, so "today's exams" are the player's today (the server keeps the account's zone). */
export { playerTimeZone } from '../../lib/preferences';

/** Today's exams (1) or the completed ones (2). */
export const useExamList = (type: 1 | 2) =>
  useApi('get_exam_module', { type, timezone: playerTimeZone(), limit: 50 });

export const useExamResult = (examId: number) => useApi('get_exam_result', { exam_module_id: examId });

/** Codes that mean the attempt is over (the server completed it): the result page is next. */
export const endedCodes: readonly string[] = [codes.examCompleted, codes.examLeft, codes.examTimeUp];

/** "12:05" from milliseconds (minutes may pass 59: a long exam shows 75:00). */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  return `${String(minutes).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
