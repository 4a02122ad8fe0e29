import type { ActionPayload } from '../../../../contract/actions';
import type {
  AdminQuestion,
  ContentModeName,
  QuestionKindName,
  QuestionScopes,
} from '../../../../contract/content-models';
import { catalogueMode } from '../../../../contract/modes';

/** The content modes an editor writes questions for: their category type and the kinds they hold. */
export const contentModes: { name: ContentModeName; type: number; kinds: QuestionKindName[] }[] = [
  { name: 'quiz_zone', type: catalogueMode('quiz_zone').categoryType, kinds: ['choice', 'true_false'] },
  { name: 'fun_and_learn', type: catalogueMode('fun_learn').categoryType, kinds: ['choice', 'true_false'] },
  { name: 'guess_the_word', type: catalogueMode('guess_word').categoryType, kinds: ['guess_the_word'] },
  { name: 'audio', type: catalogueMode('audio_questions').categoryType, kinds: ['choice', 'true_false'] },
  { name: 'maths', type: catalogueMode('math_mania').categoryType, kinds: ['choice', 'true_false'] },
  {
    name: 'multi_match',
    type: catalogueMode('multi_match').categoryType,
    kinds: ['multi_select', 'sequence', 'match'],
  },
];

export const modeOfType = (type: number) => contentModes.find((m) => m.type === type);

export type Category = QuestionScopes['categories'][number];

/** The editor's state: every field of every kind, so switching kind keeps what was typed. */
export interface QuestionForm {
  id: number | null;
  category_id: number;
  subcategory_id: number | null;
  kind: QuestionKindName;
  question: string;
  options: string[];
  answers: number[];
  word: string;
  pairs: string[];
  level: number;
  note: string;
  image: string;
  image_url: string;
  audio: string;
  audio_url: string;
  passage_id: number | null;
  passage_title: string;
  passage_detail: string;
  passage_video: string;
  translation_of: number | null;
}

export function emptyForm(category?: Category): QuestionForm {
  const mode = category ? modeOfType(category.type) : contentModes[0];
  return {
    id: null,
    category_id: category?.id ?? 0,
    subcategory_id: null,
    kind: mode?.kinds[0] ?? 'choice',
    question: '',
    options: ['', '', '', ''],
    answers: [0],
    word: '',
    pairs: ['', '', ''],
    level: mode?.name === 'multi_match' ? 1 : 0,
    note: '',
    image: '',
    image_url: '',
    audio: '',
    audio_url: '',
    passage_id: null,
    passage_title: '',
    passage_detail: '',
    passage_video: '',
    translation_of: null,
  };
}

export function formOf(q: AdminQuestion): QuestionForm {
  return {
    id: q.id,
    category_id: q.category_id,
    subcategory_id: q.subcategory_id,
    kind: q.kind,
    question: q.question,
    options: q.options.length ? q.options : ['', '', ''],
    answers: q.answers,
    word: q.word,
    pairs: q.pairs.length ? q.pairs : q.options.map(() => ''),
    level: q.level,
    note: q.note,
    image: q.image,
    image_url: q.image_url,
    audio: q.audio,
    audio_url: q.audio_url,
    passage_id: q.passage?.id ?? null,
    // The passage's own text, to read and correct in place (saved back to the same passage).
    passage_title: q.passage?.title ?? '',
    passage_detail: q.passage?.detail ?? '',
    passage_video: q.passage?.video ?? '',
    translation_of: q.translation_of,
  };
}

/** The save payload: only what the kind uses, lists as JSON (the contract's `jsonText` fields). */
export function payloadOf(f: QuestionForm): ActionPayload<'admin_save_question'> {
  const filled = f.options.filter((o) => o.trim() !== '');
  const usesOptions = f.kind !== 'true_false' && f.kind !== 'guess_the_word';
  return {
    ...(f.id ? { id: f.id } : {}),
    category_id: f.category_id,
    ...(f.subcategory_id ? { subcategory_id: f.subcategory_id } : {}),
    kind: f.kind,
    question: f.question,
    ...(usesOptions ? { options: JSON.stringify(f.kind === 'match' ? f.options : filled) } : {}),
    ...(f.kind === 'match' ? { pairs: JSON.stringify(f.pairs) } : {}),
    ...(f.kind === 'guess_the_word' ? { word: f.word } : {}),
    ...(usesOptions && f.kind !== 'sequence' && f.kind !== 'match'
      ? { answers: JSON.stringify(f.answers) }
      : {}),
    ...(f.kind === 'true_false' ? { answers: JSON.stringify(f.answers.slice(0, 1)) } : {}),
    level: f.level,
    note: f.note,
    image: f.image,
    audio: f.audio,
    ...(f.passage_id ? { passage_id: f.passage_id } : {}),
    passage_title: f.passage_title,
    passage_detail: f.passage_detail,
    passage_video: f.passage_video,
    ...(!f.id && f.translation_of ? { translation_of: f.translation_of } : {}),
  };
}
