import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the benches make their throwaway databases on. */
export const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Why PostgreSQL cannot be used here, or null when it can. */
export async function postgresUnreachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return null;
  } catch (err) {
    return `PostgreSQL at ${ADMIN_URL} is unreachable (${(err as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A throwaway database named `<prefix>_<random>` for one run; dropped by the returned function. */
export async function throwawayDatabase(prefix: string) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
