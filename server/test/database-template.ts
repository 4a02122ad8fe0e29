/**
 * Vitest global setup: one migrated and seeded database that every test app starts from (harness.ts).
 * A fresh database costs about 7 s on this machine (initdb 4 s, migrations 0.6 s, seed 2.5 s) and the
 * suites start over a hundred of them; a copy of the template takes under 1 s. The harness still runs
 * the migrations and the seed on the copy (both are idempotent and cheap when there is nothing to do),
 * so a template that lags the code cannot hide a migration or seed failure.
 *
 * Embedded engine: PGlite in this process, dumped to a tarball the engine process loads (PGlite
 * `loadDataDir`). PostgreSQL (TEST_DATABASE_URL): a template database, copied by CREATE DATABASE … TEMPLATE.
 * The test processes learn where they are from environment variables: they are forked after this runs.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../db/client';
import { ENGINE_PORT, SOCKET_FILE } from '../db/socket-dir';
import { seed } from '../seed/seed';

export const EMBEDDED_TEMPLATE_ENV = 'OPENQUIZ_TEST_EMBEDDED_TEMPLATE';
export const POSTGRES_TEMPLATE_ENV = 'OPENQUIZ_TEST_POSTGRES_TEMPLATE';

async function migrateAndSeed(url: string, dir: string, poolMax: number) {
  const database = await openDatabase({ url, dataDir: dir, poolMax });
  try {
    await migrateDatabase(database);
    await seed(database.db, { mediaDir: path.join(dir, 'media') });
  } finally {
    await database.close();
  }
}

async function embeddedTemplate(dir: string): Promise<string> {
  const engine = await PGlite.create();
  const server = new PGLiteSocketServer({ db: engine, path: path.join(dir, SOCKET_FILE) });
  await server.start();
  try {
    const url = `postgres://postgres@localhost:${ENGINE_PORT}/postgres?host=${encodeURIComponent(dir)}`;
    await migrateAndSeed(url, dir, 1);
  } finally {
    await server.stop();
  }
  const dump = await engine.dumpDataDir('none');
  await engine.close();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** One statement on its own connection to the PostgreSQL server (CREATE/DROP DATABASE). */
export async function adminStatement(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of another database on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  return target.toString();
}

async function postgresTemplate(adminUrl: string, dir: string) {
  const name = `oq_template_${randomBytes(6).toString('hex')}`;
  await adminStatement(adminUrl, `CREATE DATABASE ${name}`);
  await migrateAndSeed(databaseUrl(adminUrl, name), dir, 2);
  return { name, drop: () => adminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export default async function setup() {
  const dir = await mkdtemp(path.join(tmpdir(), 'openquiz-template-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  let drop = async () => {};
  if (adminUrl) {
    const template = await postgresTemplate(adminUrl, dir);
    process.env[POSTGRES_TEMPLATE_ENV] = template.name;
    drop = template.drop;
  } else {
    process.env[EMBEDDED_TEMPLATE_ENV] = await embeddedTemplate(dir);
  }
  return async () => {
    await drop();
    await rm(dir, { recursive: true, force: true });
  };
}
