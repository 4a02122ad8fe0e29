import { describe, expect, it } from 'vitest';
import { examDuration, gradeExam } from './grading';

const questions = [
  { id: 1, answer: 'a', marks: 1 },
  { id: 2, answer: 'b', marks: 2 },
  { id: 3, answer: 'c', marks: 2 },
  { id: 4, answer: 'a', marks: 3 },
];

describe('exam grading', () => {
  it('adds the marks of the right answers, groups by mark value and counts the unanswered apart', () => {
    const grade = gradeExam(
      questions,
      new Map([
        [1, 'a'],
        [2, 'b'],
        [3, 'a'],
      ]),
    );
    expect(grade).toEqual({
      obtainedMarks: 3,
      totalMarks: 8,
      correct: 2,
      incorrect: 1,
      unanswered: 1,
      statistics: [
        { mark: 1, correct: 1, incorrect: 0 },
        { mark: 2, correct: 1, incorrect: 1 },
        { mark: 3, correct: 0, incorrect: 1 },
      ],
    });
  });

  it('gives nothing for no answers and never negative marks', () => {
    const grade = gradeExam(questions, new Map([[4, 'b']]));
    expect(grade.obtainedMarks).toBe(0);
    expect(grade.incorrect).toBe(1);
    expect(grade.unanswered).toBe(3);
  });

  it('counts the duration to the submission, capped at the deadline', () => {
    const start = new Date('2026-01-01T10:00:00Z');
    const deadline = new Date('2026-01-01T10:10:00Z');
    expect(examDuration(start, deadline, new Date('2026-01-01T10:03:20Z'))).toBe(200);
    expect(examDuration(start, deadline, new Date('2026-01-01T11:00:00Z'))).toBe(600);
  });
});
