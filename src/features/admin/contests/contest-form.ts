import type { AdminContest } from '../../../../contract/event-models';
import { filledOptions, type EditableQuestion } from '../events/QuestionListEditor';
import { fromLocalInput, toLocalInput } from '../events/datetime';
import type { Prize } from './PrizesEditor';

export interface ContestForm {
  name: string;
  description: string;
  languageId: number;
  image: string;
  imageUrl: string;
  starts: string;
  ends: string;
  fee: number;
  prizes: Prize[];
  questions: EditableQuestion[];
}

const HOUR = 3_600_000;

export function emptyContest(): ContestForm {
  const start = new Date(Date.now() + HOUR);
  start.setMinutes(0, 0, 0);
  return {
    name: '',
    description: '',
    languageId: 1,
    image: '',
    imageUrl: '',
    starts: toLocalInput(start.toISOString()),
    ends: toLocalInput(new Date(start.getTime() + 24 * HOUR).toISOString()),
    fee: 0,
    prizes: [
      { rank: 1, coins: 100 },
      { rank: 2, coins: 50 },
      { rank: 3, coins: 25 },
    ],
    questions: [],
  };
}

/** A content-format question (docs/content-format.md) as the editor holds it; other kinds kept raw. */
function editable(item: Record<string, unknown>): EditableQuestion {
  const base = { question: String(item.question ?? ''), note: String(item.note ?? ''), marks: 1 };
  const type = item.type ?? 'choice';
  if (type === 'choice' && Array.isArray(item.options))
    return { ...base, kind: 'choice', options: item.options.map(String), answer: Number(item.answer ?? 0) };
  if (type === 'true_false')
    return { ...base, kind: 'true_false', options: ['True', 'False'], answer: item.answer ? 0 : 1 };
  return { ...base, kind: 'choice', options: [], answer: 0, raw: item };
}

export function formOf(c: AdminContest, labels: [string, string]): ContestForm {
  return {
    name: c.name,
    description: c.description,
    languageId: c.language_id,
    image: c.image_path,
    imageUrl: c.image,
    starts: toLocalInput(c.starts_at),
    ends: toLocalInput(c.ends_at),
    fee: c.entry_fee,
    prizes: c.prizes,
    questions: c.question_items.map((item) => {
      const q = editable(item);
      return q.kind === 'true_false' ? { ...q, options: labels } : q;
    }),
  };
}

/** The content format the server validates (the importer's), from the editor's questions. */
function contentItem(q: EditableQuestion): Record<string, unknown> {
  if (q.raw) return q.raw;
  const note = q.note.trim() ? { note: q.note.trim() } : {};
  if (q.kind === 'true_false')
    return { type: 'true_false', question: q.question.trim(), answer: q.answer === 0, ...note };
  return { type: 'choice', question: q.question.trim(), ...filledOptions(q), ...note };
}

/**
 * The save payload. A started contest sends only what may still change (name, description, picture,
 * end): the server refuses the rest, and sending it unchanged would be refused for the questions.
 */
export function payloadOf(form: ContestForm, id: number | null, started: boolean) {
  const common = {
    ...(id ? { id } : {}),
    name: form.name.trim(),
    description: form.description.trim(),
    image: form.image,
    ends_at: fromLocalInput(form.ends),
  };
  if (started) return common;
  return {
    ...common,
    language_id: form.languageId,
    starts_at: fromLocalInput(form.starts),
    entry_fee: form.fee,
    prizes: JSON.stringify(form.prizes),
    questions: JSON.stringify(form.questions.map(contentItem)),
  };
}
