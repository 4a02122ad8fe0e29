import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Envelope } from '../../contract';
import type { TestApp } from './harness';

/** An action with one file part, as the console sends an upload or an import: multipart form data. */
export async function postFile(
  app: FastifyInstance,
  action: string,
  fields: Record<string, string | number>,
  file: { field?: string; name: string; bytes: Uint8Array | string; type?: string },
  token: string,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  const bytes = typeof file.bytes === 'string' ? new TextEncoder().encode(file.bytes) : file.bytes;
  form.append(file.field ?? 'file', new Blob([new Uint8Array(bytes)], { type: file.type ?? '' }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url: `/api/${action}`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      authorization: `Bearer ${token}`,
    },
  });
  return { status: res.statusCode, body: res.json() as Envelope<unknown> & { field?: string } };
}

/** How many audit rows an action wrote so far. */
export async function auditCount(t: TestApp, action: string): Promise<number> {
  const result = await t.database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM audit_log WHERE action = ${action}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

export async function questionCount(t: TestApp): Promise<number> {
  const result = await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM questions`);
  return Number(result.rows[0]?.n ?? 0);
}

/** A category of the demo content by mode type and slug (English). */
export async function demoCategory(t: TestApp, type: number, slug: string): Promise<number> {
  const result = await t.database.db.execute<{ id: number }>(
    sql`SELECT c.id FROM categories c JOIN languages l ON l.id = c.language_id
        WHERE c.type = ${type} AND c.slug = ${slug} AND l.code = 'en'`,
  );
  const id = result.rows[0]?.id;
  if (!id) throw new Error(`no demo category ${slug}`);
  return id;
}
