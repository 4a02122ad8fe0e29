import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { actionNames, actions, type ActionName } from '../../contract';
import { controls, hostileValue, malformedBody } from './fuzz-values';
import { post, signUp, type TestApp } from './harness';

/**
 * Fuzzing the action route from the contract's own schemas (issue 12): for every action, payloads whose
 * fields are valid-shaped values read off the zod schema (or values known to exist in the database)
 * mixed with hostile ones, sent as multipart, urlencoded, JSON or a malformed body, with a player's,
 * an admin's, no or a garbage token. What must hold: no status ≥ 500 and a well-formed envelope.
 */

interface Def {
  type: string;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string>;
  format?: string;
  checks?: { _zod: { def: CheckDef } }[];
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  format?: string;
  pattern?: RegExp;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Values that exist in the test database, by field name (slugs, ids, a started attempt…). */
export type Known = Record<string, (string | number)[]>;

/** A value the schema accepts (as far as its checks can be read), as a form or a JSON client sends it. */
export function validValue(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  switch (def.type) {
    case 'pipe': {
      // A preprocess (transform → schema) is described by its schema; a schema → transform by its input.
      const input = defOf(def.in!);
      return validValue(input.type === 'transform' ? def.out! : def.in!);
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return fc.option(validValue(def.innerType!), { nil: undefined, freq: 4 });
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'number': {
      const min = checks.find((c) => c.check === 'greater_than')?.value ?? -1_000_000;
      const max = checks.find((c) => c.check === 'less_than')?.value ?? 1_000_000;
      return fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }).map(String);
    }
    case 'string': {
      const format = def.format ?? checks.find((c) => c.check === 'string_format')?.format;
      if (format === 'uuid') return fc.uuid();
      if (format === 'email') return fc.emailAddress();
      const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
      const max = Math.min(checks.find((c) => c.check === 'max_length')?.maximum ?? 60, 60);
      const pattern = checks.find((c) => c.check === 'string_format')?.pattern;
      if (pattern) return fc.stringMatching(pattern).filter((s) => s.length >= min && s.length <= max);
      return fc.string({ minLength: min, maxLength: Math.max(min, max) });
    }
    case 'array':
      return fc.array(validValue(def.element!), { maxLength: 4 });
    case 'object': {
      const shape = def.shape!;
      return fc.record(Object.fromEntries(Object.keys(shape).map((k) => [k, validValue(shape[k]!)])));
    }
    default:
      return fc.jsonValue();
  }
}

export type Encoding = 'multipart' | 'urlencoded' | 'json' | 'malformed';
export type Auth = 'player' | 'admin' | 'none' | 'garbage';

export interface FuzzCase {
  action: ActionName;
  auth: Auth;
  encoding: Encoding;
  fields: Record<string, unknown>;
  /** For 'malformed': the raw body and its content type. */
  raw: { contentType: string | undefined; body: string | Buffer };
}

/** The arbitrary of one request to an action. */
export function caseOf(action: ActionName, known: Known): fc.Arbitrary<FuzzCase> {
  const def = actions[action];
  const shape = def.payload.shape as Record<string, z.ZodType>;
  const field = (name: string) => {
    const pool = known[name];
    const valid = validValue(shape[name]!);
    // A valid-shaped value with a control character or surrogate half inside gets past shape checks.
    const tainted = fc
      .tuple(valid, fc.constantFrom(...controls), fc.nat())
      .map(([v, c, at]) =>
        typeof v === 'string' ? v.slice(0, at % (v.length + 1)) + c + v.slice(at % (v.length + 1)) : v,
      );
    return fc.oneof(
      { arbitrary: pool?.length ? fc.oneof(valid, fc.constantFrom(...pool.map(String))) : valid, weight: 5 },
      { arbitrary: hostileValue, weight: 2 },
      { arbitrary: tainted, weight: 1 },
      { arbitrary: fc.constant(undefined), weight: 1 },
    );
  };
  const fields = fc.record(Object.fromEntries(Object.keys(shape).map((k) => [k, field(k)])));
  const extra = fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), hostileValue, { maxKeys: 2 });
  const auths: Auth[] =
    def.auth === 'admin'
      ? ['admin', 'admin', 'player', 'none', 'garbage']
      : ['player', 'player', 'player', 'none', 'garbage'];
  return fc.record({
    action: fc.constant(action),
    auth: fc.constantFrom(...auths),
    encoding: fc.constantFrom<Encoding>('multipart', 'multipart', 'urlencoded', 'json', 'json', 'malformed'),
    fields: fc.oneof(
      { arbitrary: fields, weight: 8 },
      { arbitrary: fc.tuple(fields, extra).map(([f, e]) => ({ ...e, ...f })), weight: 2 },
      { arbitrary: fc.constant({}), weight: 1 },
    ),
    raw: malformedBody,
  });
}

/** A form field's text, or several for an array (a repeated field). */
function formValues(value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
  if (typeof value === 'string') return [value];
  return [JSON.stringify(value) ?? String(value)];
}

export async function encode(c: FuzzCase): Promise<{ contentType?: string; body: string | Buffer }> {
  const entries = Object.entries(c.fields).flatMap(([k, v]) => formValues(v).map((s) => [k, s] as const));
  switch (c.encoding) {
    case 'multipart': {
      const form = new FormData();
      for (const [k, v] of entries) form.append(k, v);
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      return {
        contentType: request.headers.get('content-type') ?? undefined,
        body: Buffer.from(await request.arrayBuffer()),
      };
    }
    case 'urlencoded':
      return {
        contentType: 'application/x-www-form-urlencoded',
        body: new URLSearchParams(entries.map(([k, v]) => [k, v])).toString(),
      };
    case 'json':
      return { contentType: 'application/json', body: JSON.stringify(c.fields) };
    case 'malformed':
      return c.raw!;
  }
}

export interface Tokens {
  player: string;
  admin: string;
}

export interface Outcome {
  status: number;
  /** Why the answer is not a well-formed envelope, or null. */
  malformed: string | null;
  body: string;
}

/** Sends one case and checks the envelope's shape. */
export async function send(app: FastifyInstance, c: FuzzCase, tokens: Tokens): Promise<Outcome> {
  const { contentType, body } = await encode(c);
  const token = c.auth === 'none' ? undefined : c.auth === 'garbage' ? 'garbage.token.x' : tokens[c.auth];
  const res = await app.inject({
    method: 'POST',
    url: `/api/${c.action}`,
    payload: body,
    headers: {
      ...(contentType ? { 'content-type': contentType } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: res.statusCode, malformed: envelopeProblem(res.statusCode, res.body), body: res.body };
}

function envelopeProblem(status: number, text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (!body || typeof body !== 'object') return 'not an object';
  const b = body as { error?: unknown; message?: unknown; error_msg?: unknown; data?: unknown };
  if (b.error === true) {
    if (typeof b.message !== 'string' || !/^\d{3}$/.test(b.message)) return 'error without a code';
    if (typeof b.error_msg !== 'string') return 'error without error_msg';
    return null;
  }
  if (b.error !== false) return 'no error flag';
  if (status >= 300) return `success envelope with status ${status}`;
  if (!('data' in b)) return 'success without data';
  return null;
}

export interface ActionStats {
  requests: number;
  s2xx: number;
  s4xx: number;
  s5xx: number;
  malformed: number;
}

export interface Finding {
  case: FuzzCase;
  outcome: Outcome;
}

export interface FuzzReport {
  stats: Map<ActionName, ActionStats>;
  findings: Finding[];
}

/**
 * Runs `perAction` cases of every action (sign_out and delete_user_account: each with a fresh player, so
 * the shared player stays signed in), `concurrency` at a time so concurrent writes of one player meet too.
 */
export async function runFuzz(
  app: FastifyInstance,
  tokens: Tokens,
  known: Known,
  options: { perAction: number; seed: number; concurrency?: number; onAction?: (a: ActionName) => void },
): Promise<FuzzReport> {
  const stats = new Map<ActionName, ActionStats>();
  const findings: Finding[] = [];
  const concurrency = options.concurrency ?? 4;
  for (const [i, action] of actionNames.entries()) {
    options.onAction?.(action);
    const cases = fc.sample(caseOf(action, known), { numRuns: options.perAction, seed: options.seed + i });
    const row: ActionStats = { requests: 0, s2xx: 0, s4xx: 0, s5xx: 0, malformed: 0 };
    stats.set(action, row);
    for (let start = 0; start < cases.length; start += concurrency) {
      const batch = cases.slice(start, start + concurrency);
      const outcomes = await Promise.all(
        batch.map(async (c) => {
          const own =
            (action === 'delete_user_account' || action === 'sign_out') && c.auth === 'player'
              ? { ...tokens, player: (await signUp(app, 'Leaver')).token }
              : tokens;
          return send(app, c, own);
        }),
      );
      outcomes.forEach((outcome, k) => {
        row.requests += 1;
        if (outcome.status >= 500) row.s5xx += 1;
        else if (outcome.status >= 400) row.s4xx += 1;
        else if (outcome.status >= 200 && outcome.status < 300) row.s2xx += 1;
        if (outcome.malformed) row.malformed += 1;
        if (outcome.status >= 500 || outcome.malformed) findings.push({ case: batch[k]!, outcome });
      });
    }
  }
  return { stats, findings };
}

/** A finding in one readable line (strings cut short, control characters escaped). */
export function describeFinding(f: Finding): string {
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}…(${s.length})` : s);
  const raw = f.case.encoding === 'malformed' ? ` raw=${cut(JSON.stringify(String(f.case.raw?.body)))}` : '';
  return `${f.case.action} [${f.case.encoding}, ${f.case.auth}] ${cut(JSON.stringify(f.case.fields))}${raw} → ${f.outcome.status} ${f.outcome.malformed ?? ''} ${cut(f.outcome.body)}`;
}

/** Slugs and ids that exist, a started attempt and the player's own id, so cases reach past lookups. */
export async function knownValues(t: TestApp, player: { token: string; id: number }): Promise<Known> {
  const rows = async <R extends Record<string, unknown>>(query: SQL) =>
    (await t.database.db.execute<R>(query)).rows;
  const cats = await rows<{ id: number; slug: string }>(
    sql`SELECT id, slug FROM categories ORDER BY id LIMIT 8`,
  );
  const subs = await rows<{ slug: string }>(sql`SELECT slug FROM subcategories ORDER BY id LIMIT 8`);
  const questions = await rows<{ id: number }>(sql`SELECT id FROM questions ORDER BY id LIMIT 12`);
  const passages = await rows<{ id: number }>(sql`SELECT id FROM passages ORDER BY id LIMIT 4`);
  const attempt = await post(t.app, 'get_questions_by_type', { type: 1 }, player.token);
  const attemptId = attempt.body.error ? [] : [(attempt.body.data as { attempt_id: string }).attempt_id];
  const ids = cats.map((c) => c.id);
  const slugs = cats.map((c) => c.slug);
  return {
    category: [...ids, ...slugs],
    category_slug: slugs,
    subcategory: subs.map((s) => s.slug),
    subcategory_slug: subs.map((s) => s.slug),
    type_id: ids,
    question_id: questions.map((q) => q.id),
    fun_n_learn_id: passages.map((p) => p.id),
    attempt_id: attemptId,
    match_id: attemptId,
    user_id: [player.id],
    payment_id: [1, 2],
  };
}

/** The table `npm run fuzz` prints: one row per action, then the totals. */
export function formatReport(report: FuzzReport): string {
  const head = ['action', 'requests', '2xx', '4xx', '5xx', 'bad envelope'];
  const total: ActionStats = { requests: 0, s2xx: 0, s4xx: 0, s5xx: 0, malformed: 0 };
  const lines: (string | number)[][] = [...report.stats].map(([name, s]) => {
    for (const k of Object.keys(total) as (keyof ActionStats)[]) total[k] += s[k];
    return [name, s.requests, s.s2xx, s.s4xx, s.s5xx, s.malformed];
  });
  lines.push(['total', total.requests, total.s2xx, total.s4xx, total.s5xx, total.malformed]);
  const cells = [head, ...lines].map((l) => l.map(String));
  const widths = head.map((_, i) => Math.max(...cells.map((l) => l[i]!.length)));
  const row = (l: string[]) =>
    l.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [
    row(cells[0]!),
    ...cells.slice(1, -1).map(row),
    '-'.repeat(row(cells[0]!).length),
    row(cells.at(-1)!),
  ].join('\n');
}
