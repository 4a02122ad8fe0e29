import { absoluteUrl } from '../media-url';
import { shuffled } from '../play';
import type { ExamQuestion } from '../../../contract/exam-models';
import type { ExamQuestionRow } from './attempts';
import type { IssuedExamQuestion } from './schema';

/** Options are shown keyed a, b, c… in the attempt's own order; the content's keys never leave. */
const LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'];
const TRUE_FALSE = 2;

/** The attempt's questions in a shuffled order, each with its options shuffled (true/false kept as is). */
export function issueQuestions(rows: readonly ExamQuestionRow[]): IssuedExamQuestion[] {
  return shuffled(rows).map((q) => ({
    id: q.id,
    keys: (q.kind === TRUE_FALSE ? q.options : shuffled(q.options)).map((o) => o.key),
  }));
}

/** The content key behind a shown key, or undefined when the question has no such option. */
export function contentKey(issued: IssuedExamQuestion, shown: string): string | undefined {
  const index = LETTERS.indexOf(shown.trim().toLowerCase());
  return index < 0 ? undefined : issued.keys[index];
}

/** The shown key of a content key ('' when it is not one of the question's options). */
export function shownKey(issued: IssuedExamQuestion, content: string | undefined): string {
  const index = content === undefined ? -1 : issued.keys.indexOf(content);
  return index < 0 ? '' : (LETTERS[index] ?? '');
}

/** A question as the player sees it: no answer, no explanation. */
export function presentQuestion(
  q: ExamQuestionRow,
  issued: IssuedExamQuestion,
  origin: string,
): ExamQuestion {
  const text = new Map(q.options.map((o) => [o.key, o.text]));
  return {
    id: q.id,
    question: q.question,
    question_type: q.kind,
    options: issued.keys.map((key, i) => ({ key: LETTERS[i] ?? key, text: text.get(key) ?? '' })),
    marks: q.marks,
    image: q.image ? absoluteUrl(origin, q.image) : '',
  };
}
