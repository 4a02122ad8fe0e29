import type { PlayQuestion } from '../../contract/models';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

export const letterOf = (options: { key: string }[], key: string) => {
  const i = options.findIndex((o) => o.key === key);
  return LETTERS[i] ?? key.toUpperCase();
};

/** The keys of the words a true/false question's options are stored as ("True", "False"). */
const TRUE_FALSE_WORDS: Record<string, string> = { True: 'answer_true', False: 'answer_false' };

/**
 * An option's text as the player reads it: a true/false question's stored "True"/"False" in the
 * player's language (an Arabic question should not offer English words), any other text as written.
 */
export const optionText = (kind: string, text: string, t: (key: string) => string): string => {
  const key = kind === 'true_false' ? TRUE_FALSE_WORDS[text] : undefined;
  return key ? t(key) : text;
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
