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
import { slugify, type ImportIssue, type ImportQuestion, type ParseResult } from './model';

const question = z.object({
  question: z.string(),
  options: z.array(z.string()),
  answer: z.number().int(),
  note: z.string().optional(),
  image: z.string().optional(),
});
/** Our own format: the shape of server/seed/content/quiz-zone.*.json. */
const ours = z.object({
  language: z.string().optional(),
  categories: z.array(
    z.object({
      name: z.string().min(1),
      slug: z
        .string()
        .regex(/^[a-z0-9-]+$/, 'a slug is lowercase letters, digits and hyphens')
        .optional(),
      image: z.string().optional(),
      is_premium: z.boolean().optional(),
      coins: z.number().int().min(0).optional(),
      subcategories: z
        .array(
          z.object({
            name: z.string().min(1),
            slug: z
              .string()
              .regex(/^[a-z0-9-]+$/, 'a slug is lowercase letters, digits and hyphens')
              .optional(),
            image: z.string().optional(),
            levels: z.array(z.array(z.unknown())),
          }),
        )
        .optional(),
      levels: z.array(z.array(z.unknown())).optional(),
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

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
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

/** Each question is checked on its own, so every bad one is reported with its line. */
function fromOurs(data: z.infer<typeof ours>, line: (path: (string | number)[]) => number): ParseResult {
  const questions: ImportQuestion[] = [];
  const issues: ImportIssue[] = [];
  data.categories.forEach((c, ci) => {
    const category = {
      name: c.name,
      slug: c.slug ?? slugify(c.name),
      image: c.image ?? '',
      isPremium: c.is_premium ?? false,
      coins: c.coins ?? 0,
    };
    const add = (
      levels: unknown[][],
      subcategory: ImportQuestion['subcategory'],
      base: (string | number)[],
    ) =>
      levels.forEach((level, li) =>
        level.forEach((item, qi) => {
          const at = [...base, li, qi];
          const q = question.safeParse(item);
          if (!q.success) {
            for (const i of q.error.issues)
              issues.push({
                line: line([...at, ...(i.path as (string | number)[])]),
                message: `${[...at, ...i.path].join('.')}: ${i.message}`,
              });
            return;
          }
          questions.push({
            line: line(at),
            category,
            subcategory,
            level: li + 1,
            question: q.data.question,
            options: q.data.options,
            answer: q.data.answer,
            note: q.data.note ?? '',
            image: q.data.image ?? '',
          });
        }),
      );
    add(c.levels ?? [], null, ['categories', ci, 'levels']);
    (c.subcategories ?? []).forEach((s, si) =>
      add(s.levels, { name: s.name, slug: s.slug ?? slugify(s.name), image: s.image ?? '' }, [
        'categories',
        ci,
        'subcategories',
        si,
        'levels',
      ]),
    );
  });
  return { questions, issues };
}

function fromOpenTdb(
  data: z.infer<typeof openTdb>,
  line: (path: (string | number)[]) => number,
): ImportQuestion[] {
  return data.results.map((r, i) => {
    const correct = decodeHTML(r.correct_answer);
    const options =
      r.type === 'boolean' ? ['True', 'False'] : [correct, ...r.incorrect_answers.map((o) => decodeHTML(o))];
    const name = decodeHTML(r.category);
    return {
      line: line(['results', i]),
      category: { name, slug: slugify(name), image: '', isPremium: false, coins: 0 },
      subcategory: null,
      level: LEVEL_OF_DIFFICULTY[r.difficulty],
      question: decodeHTML(r.question),
      options,
      answer: options.indexOf(r.type === 'boolean' ? (correct === 'True' ? 'True' : 'False') : correct),
      note: '',
      image: '',
    };
  });
}
