import { decodeHTML } from 'entities';
import {
  findNodeAtLocation,
  getNodeValue,
  parseTree,
  printParseErrorCode,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import { z } from 'zod';
import {
  modeTypes,
  slugify,
  type ImportIssue,
  type ImportQuestion,
  type Mode,
  type ParseResult,
} from './model';

const TRUE_FALSE = ['True', 'False'];

/**
 * Media the player's browser will load (an <img>, <audio>, <iframe> or link): only an http(s) URL or a
 * path relative to our media folder. Anything with another scheme (javascript:, data:, file:) or a
 * protocol-relative '//host' is refused, so imported content cannot run script or reach odd places.
 */
export const mediaRef = z
  .string()
  .refine(
    (v) =>
      /^https?:\/\/[^\s/]/i.test(v) ||
      (!/^[a-z][a-z0-9+.-]*:/i.test(v.trim()) && !v.startsWith('//') && !v.includes('\\')),
    'must be an http(s) URL or a relative path',
  );
const webUrl = z.string().refine((v) => /^https?:\/\/[^\s/]/i.test(v), 'must be an http(s) URL');

const common = { question: z.string(), note: z.string().optional(), image: mediaRef.optional() };
const question = z.discriminatedUnion('type', [
  z.object({
    ...common,
    type: z.literal('choice'),
    options: z.array(z.string()),
    answer: z.number().int(),
    audio: mediaRef.optional(),
  }),
  z.object({ ...common, type: z.literal('true_false'), answer: z.boolean() }),
  z.object({ ...common, type: z.literal('guess_the_word'), answer: z.string() }),
  z.object({
    ...common,
    type: z.literal('multi_select'),
    options: z.array(z.string()),
    answer: z.array(z.number().int()),
  }),
  z.object({ ...common, type: z.literal('sequence'), options: z.array(z.string()) }),
  z.object({ ...common, type: z.literal('match'), pairs: z.array(z.tuple([z.string(), z.string()])) }),
]);
const passage = z.object({
  title: z.string().min(1).max(200),
  detail: z.string().min(1),
  video: webUrl.optional(),
  pdf: mediaRef.optional(),
  questions: z.array(z.unknown()),
});
const slugField = z
  .string()
  .regex(/^[a-z0-9-]+$/, 'a slug is lowercase letters, digits and hyphens')
  .optional();
const content = {
  levels: z.array(z.array(z.unknown())).optional(),
  questions: z.array(z.unknown()).optional(),
  passages: z.array(z.unknown()).optional(),
};
/** Our own format: docs/content-format.md. */
const ours = z.object({
  language: z.string().optional(),
  mode: z.enum(Object.keys(modeTypes) as [Mode, ...Mode[]]).default('quiz_zone'),
  categories: z.array(
    z.object({
      name: z.string().min(1),
      slug: slugField,
      image: mediaRef.optional(),
      is_premium: z.boolean().optional(),
      coins: z.number().int().min(0).optional(),
      subcategories: z
        .array(z.object({ name: z.string().min(1), slug: slugField, image: mediaRef.optional(), ...content }))
        .optional(),
      ...content,
    }),
  ),
});
/** The Open Trivia DB API answer (https://opentdb.com/api.php). */
const openTdb = z.object({
  results: z.array(
    z.object({
      type: z.enum(['multiple', 'boolean']),
      difficulty: z.enum(['easy', 'medium', 'hard']),
      category: z.string().min(1),
      question: z.string(),
      correct_answer: z.string(),
      incorrect_answers: z.array(z.string()),
    }),
  ),
});
const LEVEL_OF_DIFFICULTY = { easy: 1, medium: 2, hard: 3 } as const;

/** The newline offsets of the last text asked about: every question asks for its line (see lineAt). */
let indexed: { text: string; newlines: number[] } | null = null;

/**
 * 1 + the newlines before `offset`. Found by binary search in the text's newline offsets: counting them
 * from the start for each question made a demo file's import quadratic (1.5 s of a first start).
 */
function lineAt(text: string, offset: number): number {
  if (indexed?.text !== text) {
    const newlines: number[] = [];
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) newlines.push(i);
    indexed = { text, newlines };
  }
  const { newlines } = indexed;
  let lo = 0;
  let hi = newlines.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((newlines[mid] ?? Infinity) < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo + 1;
}

/** The line of the deepest node along `path` that exists. */
function lineOfPath(text: string, root: Node, path: (string | number)[]): number {
  for (let n = path.length; n >= 0; n--) {
    const node = findNodeAtLocation(root, path.slice(0, n));
    if (node) return lineAt(text, node.offset);
  }
  return 1;
}

export function parseJson(text: string): ParseResult {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0 || !root) {
    const issues = errors.map((e) => ({
      line: lineAt(text, e.offset),
      message: `not valid JSON: ${printParseErrorCode(e.error)}`,
    }));
    return { questions: [], issues: issues.length ? issues : [{ line: 1, message: 'the file is empty' }] };
  }
  const value = getNodeValue(root) as unknown;
  const isOpenTdb = typeof value === 'object' && value !== null && 'results' in value;
  const parsed = (isOpenTdb ? openTdb : ours).safeParse(value);
  if (!parsed.success) {
    const issues: ImportIssue[] = parsed.error.issues.map((i) => ({
      line: lineOfPath(text, root, i.path as (string | number)[]),
      message: `${i.path.join('.') || 'file'}: ${i.message}`,
    }));
    return { questions: [], issues };
  }
  const line = (path: (string | number)[]) => lineOfPath(text, root, path);
  if (isOpenTdb) return { questions: fromOpenTdb(parsed.data as z.infer<typeof openTdb>, line), issues: [] };
  const data = parsed.data as z.infer<typeof ours>;
  return { ...fromOurs(data, line), language: data.language };
}

type Path = (string | number)[];

/** Each question is checked on its own, so every bad one is reported with its line. */
function fromOurs(data: z.infer<typeof ours>, line: (path: Path) => number): ParseResult {
  const questions: ImportQuestion[] = [];
  const issues: ImportIssue[] = [];
  const report = (at: Path, error: z.ZodError) => {
    for (const i of error.issues)
      issues.push({
        line: line([...at, ...(i.path as Path)]),
        message: `${[...at, ...i.path].join('.')}: ${i.message}`,
      });
  };
  const addQuestion = (
    item: unknown,
    at: Path,
    place: Pick<ImportQuestion, 'category' | 'subcategory' | 'level' | 'passage'>,
  ) => {
    const parsed = question.safeParse(
      typeof item === 'object' && item !== null && !('type' in item) ? { ...item, type: 'choice' } : item,
    );
    if (!parsed.success) return report(at, parsed.error);
    const q = parsed.data;
    const base = {
      ...place,
      line: line(at),
      mode: data.mode,
      question: q.question,
      note: q.note ?? '',
      image: q.image ?? '',
      options: [] as string[],
      answers: [] as number[],
      word: '',
      pairs: [] as string[],
      audio: '',
    };
    switch (q.type) {
      case 'choice':
        return questions.push({
          ...base,
          kind: 'choice',
          options: q.options,
          answers: [q.answer],
          audio: q.audio ?? '',
        });
      case 'true_false':
        return questions.push({
          ...base,
          kind: 'true_false',
          options: TRUE_FALSE,
          answers: [q.answer ? 0 : 1],
        });
      case 'guess_the_word':
        return questions.push({ ...base, kind: 'guess_the_word', word: q.answer });
      case 'multi_select':
        return questions.push({ ...base, kind: 'multi_select', options: q.options, answers: q.answer });
      case 'sequence':
        return questions.push({
          ...base,
          kind: 'sequence',
          options: q.options,
          answers: q.options.map((_, i) => i),
        });
      case 'match':
        return questions.push({
          ...base,
          kind: 'match',
          options: q.pairs.map((p) => p[0]),
          pairs: q.pairs.map((p) => p[1]),
        });
    }
  };
  let passageCount = 0;
  const addContent = (
    holder: { levels?: unknown[][]; questions?: unknown[]; passages?: unknown[] },
    place: Pick<ImportQuestion, 'category' | 'subcategory'>,
    base: Path,
  ) => {
    (holder.levels ?? []).forEach((level, li) =>
      level.forEach((item, qi) =>
        addQuestion(item, [...base, 'levels', li, qi], { ...place, level: li + 1, passage: null }),
      ),
    );
    (holder.questions ?? []).forEach((item, qi) =>
      addQuestion(item, [...base, 'questions', qi], { ...place, level: 0, passage: null }),
    );
    (holder.passages ?? []).forEach((item, pi) => {
      const at = [...base, 'passages', pi];
      const parsed = passage.safeParse(item);
      if (!parsed.success) return report(at, parsed.error);
      const p = parsed.data;
      const info = {
        // Its place among the file's passages: lines are not unique (a file written on one line).
        key: (passageCount += 1),
        title: p.title,
        detail: p.detail,
        video: p.video ?? '',
        pdf: p.pdf ?? '',
      };
      if (p.questions.length === 0)
        issues.push({ line: line(at), message: `${at.join('.')}: a passage needs questions` });
      p.questions.forEach((q, qi) =>
        addQuestion(q, [...at, 'questions', qi], { ...place, level: 0, passage: info }),
      );
    });
  };
  data.categories.forEach((c, ci) => {
    const category = {
      name: c.name,
      slug: c.slug ?? slugify(c.name),
      image: c.image ?? '',
      isPremium: c.is_premium ?? false,
      coins: c.coins ?? 0,
    };
    addContent(c, { category, subcategory: null }, ['categories', ci]);
    (c.subcategories ?? []).forEach((s, si) =>
      addContent(
        s,
        { category, subcategory: { name: s.name, slug: s.slug ?? slugify(s.name), image: s.image ?? '' } },
        ['categories', ci, 'subcategories', si],
      ),
    );
  });
  return { questions, issues };
}

function fromOpenTdb(data: z.infer<typeof openTdb>, line: (path: Path) => number): ImportQuestion[] {
  return data.results.map((r, i) => {
    const correct = decodeHTML(r.correct_answer);
    const options =
      r.type === 'boolean' ? ['True', 'False'] : [correct, ...r.incorrect_answers.map((o) => decodeHTML(o))];
    const name = decodeHTML(r.category);
    return {
      line: line(['results', i]),
      mode: 'quiz_zone' as const,
      kind: r.type === 'boolean' ? ('true_false' as const) : ('choice' as const),
      category: { name, slug: slugify(name), image: '', isPremium: false, coins: 0 },
      subcategory: null,
      level: LEVEL_OF_DIFFICULTY[r.difficulty],
      question: decodeHTML(r.question),
      options,
      answers: [options.indexOf(r.type === 'boolean' ? (correct === 'True' ? 'True' : 'False') : correct)],
      word: '',
      pairs: [],
      passage: null,
      note: '',
      image: '',
      audio: '',
    };
  });
}
