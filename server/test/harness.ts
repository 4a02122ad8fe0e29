import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ActionData, ActionName, Envelope } from '../../contract';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrateDatabase, openDatabase, type Database } from '../db/client';
import { mailsTo } from '../domains/mail/mailbox';
import { seed } from '../seed/seed';
import {
  adminStatement,
  databaseUrl,
  EMBEDDED_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
} from './database-template';

/** Each test app's database, so helpers given only the app can read its development mailbox. */
const databases = new WeakMap<FastifyInstance, Database>();

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The server's data directory (media among it). */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A real server on a fresh database: embedded PGlite by default, or a throwaway database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
export interface TestAppOptions {
  /**
   * The embedded engine as `npm start` runs it — its own process on a Unix socket in the data
   * directory — instead of the in-memory engine, whatever TEST_DATABASE_URL says (tests that kill it).
   */
  embeddedProcess?: boolean;
}

export async function startTestApp(
  env: Record<string, string> = {},
  { embeddedProcess = false }: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'openquiz-test-'));
  const adminUrl = embeddedProcess ? undefined : process.env.TEST_DATABASE_URL;
  let url: string | undefined;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `oq_test_${randomBytes(6).toString('hex')}`;
    // A copy of the migrated, seeded template when the suite's global setup made one (database-template.ts).
    const template = process.env[POSTGRES_TEMPLATE_ENV];
    await adminStatement(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    url = databaseUrl(adminUrl, name);
    dropDatabase = () => adminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  const cleanUp = async () => {
    try {
      await app?.close();
      await database?.close();
    } finally {
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    }
  };
  // A start that fails (a configuration the test expects refused) leaves no database or directory behind:
  // a PostgreSQL run used to keep one database of each such test.
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT: 'off',
      CONTRACT_CHECK: 'on',
      ...env,
    });
    // Only a 'memory://' engine uses the template (openDatabase ignores it otherwise).
    const template = process.env[EMBEDDED_TEMPLATE_ENV];
    database = await openDatabase({
      url,
      dataDir: url || embeddedProcess ? dataDir : 'memory://',
      ...(template ? { template } : {}),
    });
    await migrateDatabase(database);
    await seed(database.db, { mediaDir: path.join(dataDir, 'media') });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    databases.set(app, database);
  } catch (err) {
    await cleanUp();
    throw err;
  }
  return { app, database, dataDir, close: cleanUp };
}

export type Fields = Record<string, string | number | undefined>;

/** Posts an action the way the browser does: multipart/form-data, optional bearer token. */
export async function post(
  app: FastifyInstance,
  action: string,
  fields: Fields = {},
  token?: string,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url: `/api/${action}`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
  return { status: res.statusCode, body: res.json() as Envelope<unknown> };
}

/** Calls an action that must succeed and returns its data. */
export async function ok<A extends ActionName>(
  app: FastifyInstance,
  action: A,
  fields: Fields = {},
  token?: string,
) {
  const res = await post(app, action, fields, token);
  if (res.status !== 200 || res.body.error) {
    throw new Error(`${action} failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body.data as ActionData<A>;
}

let counter = 0;

/** The verification link's token from the newest mail to this address in the development mailbox. */
export async function mailedToken(
  app: FastifyInstance,
  email: string,
  page = 'verify-email',
): Promise<string> {
  const database = databases.get(app);
  if (!database) throw new Error('not an app of startTestApp');
  const pattern = new RegExp(`/auth/${page}/\\?token=([\\w-]+)`);
  // The mail leaves in the background after the answer: it is there within moments.
  for (let i = 0; i < 300; i++) {
    const [mail] = await mailsTo(database.db, email, 1);
    const token = mail?.text.match(pattern)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no ${page} mail to ${email}`);
}

/**
 * Signs a new player up through the embedded provider and returns their token and user. The address is
 * verified through its mailed link, as a player would, unless `verified: false` (the user object is the
 * one sign-up returned, from before that).
 */
export async function signUp(
  app: FastifyInstance,
  name = 'Tester',
  {
    verified = true,
    email = '',
    web_language,
  }: { verified?: boolean; email?: string; web_language?: string } = {},
) {
  counter += 1;
  email ||= `player${counter}-${randomBytes(4).toString('hex')}@example.com`;
  const identity = await ok(app, 'auth_email_signup', {
    email,
    password: 'correct horse battery',
    web_language,
  });
  const user = await ok(app, 'user_signup', {
    firebase_id: identity.firebase_id,
    id_token: identity.id_token,
    type: 'email',
    name,
    email,
  });
  if (verified) await ok(app, 'verify_email', { token: await mailedToken(app, email) });
  return { token: user.api_token, user, email };
}

/** A signed-up operator: a player whose account the database gives an operator role (admin by default). */
export async function signUpAdmin(t: TestApp, role: 'admin' | 'editor' = 'admin') {
  const admin = await signUp(t.app, role === 'admin' ? 'Operator' : 'Editor');
  await t.database.db.execute(sql`UPDATE users SET role = ${role} WHERE id = ${admin.user.id}`);
  return admin;
}
