import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { z } from 'zod';
import { actions, type ActionName } from '../contract/actions';
import { codeMessages, codes } from '../contract/codes';
import { clientEvents, serverEvents } from '../contract/socket-events';

/**
 * docs/api.md, written from the contract itself: every action (who may call it, its rate class, how
 * the service worker treats it, its payload and its answer), the socket events and the envelope codes.
 * `npm run docs:api` writes it; a test keeps the committed file current.
 */

type Json = {
  type?: string | string[];
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Json[];
  oneOf?: Json[];
  allOf?: Json[];
  additionalProperties?: Json | boolean;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};

const literal = (v: unknown) => (typeof v === 'string' ? `'${v}'` : String(v));

/** A JSON schema as a compact TypeScript-like type: `{ id: number; name?: string }[]`. */
function typeOf(s: Json | undefined): string {
  if (!s || Object.keys(s).length === 0) return 'any';
  if (s.const !== undefined) return literal(s.const);
  if (s.enum) return s.enum.map(literal).join(' | ');
  const union = s.anyOf ?? s.oneOf;
  if (union) return union.map(typeOf).join(' | ');
  if (s.allOf) return s.allOf.map(typeOf).join(' & ');
  if (Array.isArray(s.type)) return s.type.join(' | ');
  switch (s.type) {
    case 'object': {
      const required = new Set(s.required ?? []);
      const fields = Object.entries(s.properties ?? {}).map(
        ([key, value]) => `${key}${required.has(key) ? '' : '?'}: ${typeOf(value)}`,
      );
      if (fields.length === 0 && s.additionalProperties && typeof s.additionalProperties === 'object')
        return `Record<string, ${typeOf(s.additionalProperties)}>`;
      return fields.length ? `{ ${fields.join('; ')} }` : '{}';
    }
    case 'array': {
      const item = typeOf(s.items);
      return /[|&\s]/.test(item) && !item.startsWith('{') ? `(${item})[]` : `${item}[]`;
    }
    case 'integer':
      return 'integer';
    default:
      return s.type ?? 'any';
  }
}

const schemaOf = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as Json;

/** A payload's fields as table rows: name, type, required. */
function payloadRows(schema: z.ZodType): string[] {
  const json = schemaOf(schema, 'input');
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(
    ([key, value]) =>
      `| \`${key}\` | \`${typeOf(value).replaceAll('|', '\\|')}\` | ${required.has(key) ? 'yes' : ''} |`,
  );
}

function actionSection(name: ActionName): string {
  const def = actions[name];
  const rows = payloadRows(def.payload);
  return [
    `### \`${name}\``,
    '',
    `auth \`${def.auth}\` · rate \`${def.rate}\` · cache \`${def.cache}\` · offline \`${def.offline}\`` +
      (def.implemented ? '' : ' · **not available yet** (208)'),
    '',
    rows.length ? ['| field | type | required |', '| --- | --- | --- |', ...rows].join('\n') : 'No payload.',
    '',
    `Answer \`data\`: \`${typeOf(schemaOf(def.data, 'output'))}\``,
    '',
  ].join('\n');
}

export function apiDoc(): string {
  const names = Object.keys(actions) as ActionName[];
  const client = Object.entries(clientEvents).map(
    ([name, event]) =>
      `| \`${name}\` | \`${typeOf(schemaOf(event.payload, 'input')).replaceAll('|', '\\|')}\` | \`${typeOf(
        schemaOf(event.ack, 'output'),
      ).replaceAll('|', '\\|')}\` |`,
  );
  const server = Object.entries(serverEvents).map(
    ([name, schema]) => `| \`${name}\` | \`${typeOf(schemaOf(schema, 'output')).replaceAll('|', '\\|')}\` |`,
  );
  const codeRows = Object.entries(codes).map(
    ([name, code]) => `| \`${code}\` | \`${name}\` | ${codeMessages[code].replaceAll('|', '\\|')} |`,
  );
  return [
    '# OpenQuiz API',
    '',
    '<!-- Written by `npm run docs:api` from contract/; do not edit by hand. -->',
    '',
    'Every action is `POST /api/<action>` with its payload as form fields (multipart or urlencoded) or',
    'JSON, and a bearer token (`Authorization: Bearer …`) where its auth is `user` or `admin`. Answers are',
    'envelopes: `{ "error": false, "data": …, "message"?: code, "total"?: n }` or',
    '`{ "error": true, "message": code, "error_msg": text, "field"?: name }` (codes below).',
    '',
    `## Actions (${names.length})`,
    '',
    ...names.map(actionSection),
    '## Socket events',
    '',
    'Socket.IO on the same origin, authenticated with `auth: { token }`. A client event is emitted with an',
    'acknowledgement callback, which receives an envelope whose `data` has the shape below.',
    '',
    '| client event | payload | acknowledgement data |',
    '| --- | --- | --- |',
    ...client,
    '',
    '| server event | data |',
    '| --- | --- |',
    ...server,
    '',
    `## Codes (${codeRows.length})`,
    '',
    '| code | name | message |',
    '| --- | --- | --- |',
    ...codeRows,
    '',
  ].join('\n');
}

export const API_DOC_PATH = path.resolve(import.meta.dirname, '..', 'docs', 'api.md');

/** The page as committed: formatted by the project's Prettier settings, so `prettier --check` agrees. */
export async function formattedApiDoc(): Promise<string> {
  const options = await prettier.resolveConfig(API_DOC_PATH);
  return prettier.format(apiDoc(), { ...options, filepath: API_DOC_PATH });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(API_DOC_PATH, await formattedApiDoc());
  console.log(`Wrote ${path.relative(process.cwd(), API_DOC_PATH)}`);
}
