import type { ActionInput } from '../../../contract';
import type { ContentModeName, QuestionKindName } from '../../../contract/content-models';
import { modeTypes, type ImportPassage, type ImportQuestion } from '../../content-import/model';
import { mediaRef } from '../../content-import/parse-json';
import { validateQuestions } from '../../content-import/validate';
import { KEYS } from '../../content-import/write';
import { ApiError } from '../../http/api-error';
import { questionKinds, type QuestionOption } from './schema';

type SaveInput = ActionInput<'admin_save_question'>;

/** Category types the console edits: the content modes (contests keep their own questions). */
export const CONTENT_TYPES = Object.entries(modeTypes)
  .filter(([mode]) => mode !== 'contest')
  .map(([, type]) => type);

/** The console's modes by category type (contests keep their own questions: not edited here). */
export function modeOfType(type: number): ContentModeName | null {
  for (const [mode, t] of Object.entries(modeTypes))
    if (t === type && mode !== 'contest') return mode as ContentModeName;
  return null;
}

export function kindOf(questionType: number): QuestionKindName {
  const found = Object.entries(questionKinds).find(([, n]) => n === questionType);
  return (found?.[0] ?? 'choice') as QuestionKindName;
}

/** Which form field an importer message is about, so the editor can mark it. */
function fieldOf(message: string): string {
  const rules: [RegExp, string][] = [
    [/passage/, 'passage_id'],
    [/belong|hold|multi match questions are/, 'kind'],
    [/audio/, 'audio'],
    [/level/, 'level'],
    [/pair/, 'pairs'],
    [/word/, 'word'],
    [/answer|right option/, 'answers'],
    [/option/, 'options'],
    [/category/, 'category_id'],
  ];
  return rules.find(([pattern]) => pattern.test(message))?.[1] ?? 'question';
}

/**
 * The payload as the importer's question, checked by the importer's own rules (one set of rules for
 * both ways in): the first problem fails the save with the field it is about and its text.
 */
export function checkedQuestion(
  input: SaveInput,
  mode: ContentModeName,
  passage: Omit<ImportPassage, 'key'> | null,
): ImportQuestion {
  for (const field of ['image', 'audio'] as const) {
    const value = input[field];
    if (value && !mediaRef.safeParse(value).success)
      throw new ApiError('questionInvalid', 200, field, `${field}: must be an http(s) URL or a media path`);
  }
  const options = input.kind === 'true_false' ? ['True', 'False'] : (input.options ?? []);
  const item: ImportQuestion = {
    line: 1,
    mode,
    kind: input.kind,
    // The category exists already: only its slug's presence is checked here.
    category: { name: 'category', slug: 'category', image: '', isPremium: false, coins: 0 },
    subcategory: null,
    level: input.level ?? 0,
    question: input.question,
    options,
    answers: input.kind === 'sequence' ? options.map((_, i) => i) : (input.answers ?? []),
    word: input.word ?? '',
    pairs: input.pairs ?? [],
    passage: passage ? { key: 1, ...passage } : null,
    note: input.note ?? '',
    image: input.image ?? '',
    audio: input.audio ?? '',
  };
  if (item.kind === 'match' && item.pairs.length !== item.options.length)
    throw new ApiError('questionInvalid', 200, 'pairs', 'every left-hand item needs its right-hand side');
  const [issue] = validateQuestions([item]);
  if (issue) throw new ApiError('questionInvalid', 200, fieldOf(issue.message), issue.message);
  return item;
}

export interface StoredQuestion {
  questionType: number;
  options: QuestionOption[];
  answer: string;
  pairs: QuestionOption[] | null;
}

/** A stored question's options and answer as the form edits them (texts and 0-based indexes). */
export function formAnswer(row: StoredQuestion) {
  const kind = kindOf(row.questionType);
  const index = (key: string) => KEYS.indexOf(key.trim());
  const texts = row.options.map((o) => o.text);
  switch (kind) {
    case 'guess_the_word':
      return { options: [], answers: [], word: row.answer, pairs: [] };
    case 'multi_select':
      return { options: texts, answers: row.answer.split(',').map(index), word: '', pairs: [] };
    case 'sequence': {
      // Stored in any order with the right order in `answer`: the form lists them in the right order.
      const byKey = new Map(row.options.map((o) => [o.key, o.text]));
      const ordered = row.answer.split(',').map((k) => byKey.get(k.trim()) ?? '');
      return { options: ordered, answers: ordered.map((_, i) => i), word: '', pairs: [] };
    }
    case 'match': {
      const right = new Map((row.pairs ?? []).map((p) => [p.key, p.text]));
      return { options: texts, answers: [], word: '', pairs: row.options.map((o) => right.get(o.key) ?? '') };
    }
    default:
      return { options: texts, answers: [index(row.answer)], word: '', pairs: [] };
  }
}
