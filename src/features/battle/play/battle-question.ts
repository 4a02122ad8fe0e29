import type { BattleRoom, BattleVerdict } from '../../../../contract/battle-models';
import type { PlayQuestion } from '../../../../contract/models';
import type { QuestionState } from '../../../play/use-play-session';

export type BattleQuestion = NonNullable<BattleRoom['question']>;

const letters = ['A', 'B', 'C', 'D', 'E', 'F'];

/** The letter an option wears on screen, to name the right answer in words. */
export const letterOf = (question: BattleQuestion | null, key: string) =>
  letters[question?.options.findIndex((o) => o.key === key) ?? -1] ?? key;

/** The shared play screen's question in the shape the app's option buttons take. */
export const asPlayQuestion = (q: BattleQuestion): PlayQuestion => ({
  id: q.id,
  question: q.question,
  question_type: Number(q.question_type) || 1,
  kind: q.question_type === '2' ? 'true_false' : 'choice',
  image: q.image,
  audio: '',
  options: q.options,
  bookmarked: false,
});

/**
 * The option states: my pick at once (right, or wrong without giving the answer away), and the right
 * option for everyone when the question closes.
 */
export function optionState(
  selected: string | undefined,
  verdict: BattleVerdict | undefined,
  revealed?: string,
) {
  const q: QuestionState = { removed: [], poll: [], hints: [], selected };
  if (revealed) q.verdict = { correct: verdict?.correct ?? false, answer: revealed };
  else if (verdict) q.verdict = { correct: verdict.correct, answer: verdict.correct ? verdict.answer : '' };
  return q;
}
