import type { ExamStatistic } from '../../../contract/exam-models';

export interface GradedQuestion {
  id: number;
  answer: string;
  marks: number;
}

export interface ExamGrade {
  obtainedMarks: number;
  totalMarks: number;
  correct: number;
  incorrect: number;
  unanswered: number;
  statistics: ExamStatistic[];
}

/**
 * Reference §3.15: the sum of the marks of the questions answered right, no negative marking, and the
 * right/wrong counts grouped by mark value. An unanswered question counts as not correct in the
 * statistics (it earned nothing) and apart in `unanswered`. Pure, so it is tested on its own.
 */
export function gradeExam(
  questions: readonly GradedQuestion[],
  answers: ReadonlyMap<number, string>,
): ExamGrade {
  const byMark = new Map<number, ExamStatistic>();
  const grade: ExamGrade = {
    obtainedMarks: 0,
    totalMarks: 0,
    correct: 0,
    incorrect: 0,
    unanswered: 0,
    statistics: [],
  };
  for (const q of questions) {
    const given = answers.get(q.id);
    const right = given !== undefined && given === q.answer;
    const stat = byMark.get(q.marks) ?? { mark: q.marks, correct: 0, incorrect: 0 };
    byMark.set(q.marks, stat);
    grade.totalMarks += q.marks;
    if (right) {
      grade.obtainedMarks += q.marks;
      grade.correct += 1;
      stat.correct += 1;
    } else {
      stat.incorrect += 1;
      if (given === undefined) grade.unanswered += 1;
      else grade.incorrect += 1;
    }
  }
  grade.statistics = [...byMark.values()].sort((a, b) => a.mark - b.mark);
  return grade;
}

/** Seconds the attempt lasted: to its submission, never past its deadline. */
export function examDuration(startedAt: Date, deadlineAt: Date, at: Date): number {
  const end = Math.min(at.getTime(), deadlineAt.getTime());
  return Math.max(0, Math.round((end - startedAt.getTime()) / 1000));
}
