import type { PlayQuestion } from '../../contract/models';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

export const letterOf = (options: { key: string }[], key: string) => {
  const i = options.findIndex((o) => o.key === key);
  return LETTERS[i] ?? key.toUpperCase();
};

const textOf = (options: { key: string; text: string }[], key: string) =>
  options.find((o) => o.key === key)?.text ?? key;

/** A readable form of an answer string of any kind ("b", "a,c", "a:2,b:1", "PARIS"). */
export function describeAnswer(q: Pick<PlayQuestion, 'kind' | 'options' | 'pairs'>, answer: string): string {
  if (!answer) return '';
  switch (q.kind) {
    case 'guess_the_word':
      return answer;
    case 'multi_select':
      return answer
        .split(',')
        .map((k) => textOf(q.options, k))
        .join(', ');
    case 'sequence':
      return answer
        .split(',')
        .map((k) => textOf(q.options, k))
        .join(' → ');
    case 'match':
      return answer
        .split(',')
        .map((pair) => {
          const [left = '', right = ''] = pair.split(':');
          return `${textOf(q.options, left)} – ${textOf(q.pairs ?? [], right)}`;
        })
        .join('; ');
    default:
      return `${letterOf(q.options, answer)}. ${textOf(q.options, answer)}`;
  }
}
