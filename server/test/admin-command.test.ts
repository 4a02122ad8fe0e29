import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contract';

/**
 * `npm run admin -- grant|revoke|list`, spawned for real against a real server process: while the server
 * runs, while it is stopped (embedded engine: the command then starts the engine itself), and on
 * PostgreSQL (DATABASE_URL).
 */
const root = path.resolve(import.meta.dirname, '../..');
const postgresUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

interface Running {
  port: number;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'off',
    },
    stdio: 'ignore',
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  cleanups.push(stop);
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { port, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

/** The real command, as the README shows it. */
async function admin(env: Record<string, string>, ...args: string[]) {
  const child = spawn('npm', ['run', '-s', 'admin', '--', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  return { code, stdout, stderr };
}

async function api(port: number, action: string, fields: Record<string, string | number>, token = '') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  const res = await fetch(`http://127.0.0.1:${port}/api/${action}`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as Envelope<Record<string, unknown>> };
}

async function signUp(port: number, email: string) {
  const password = 'correct horse battery';
  const identity = await api(port, 'auth_email_signup', { email, password });
  if (identity.body.error) throw new Error(JSON.stringify(identity.body));
  const user = await api(port, 'user_signup', {
    firebase_id: String(identity.body.data.firebase_id),
    id_token: String(identity.body.data.id_token),
    type: 'email',
    name: 'Operator',
    email,
  });
  if (user.body.error) throw new Error(JSON.stringify(user.body));
  return { token: String(user.body.data.api_token), id: Number(user.body.data.id) };
}

/** An admin-only action: 200 for an admin, 403 for anyone else. */
const adminAction = (port: number, token: string, userId: number) =>
  api(port, 'admin_grant_coins', { user_id: userId, coins: 5, grant_id: randomUUID() }, token).then(
    (r) => r.status,
  );

async function grantAndRevokeWhileRunning(env: Record<string, string>) {
  const server = await startServer(env);
  const tag = randomBytes(4).toString('hex');
  const op = await signUp(server.port, `op-${tag}@example.com`);
  // The operator types it in capitals: the match ignores case.
  const email = `OP-${tag}@EXAMPLE.COM`;
  expect(await adminAction(server.port, op.token, op.id)).toBe(403);

  // Not while the address is unproven: the command says so and how to see the mail.
  const early = await admin(env, 'grant', email);
  expect(early.code).toBe(1);
  expect(early.stderr).toContain('not granted — the e-mail address is not verified yet');
  expect(await adminAction(server.port, op.token, op.id)).toBe(403);
  // The operator reads the development mailbox (no SMTP here); the player follows the link.
  const mailbox = await admin(env, 'mailbox', email);
  const token = mailbox.stdout.match(/\/auth\/verify-email\/\?token=([\w-]+)/)?.[1];
  expect(token, mailbox.stdout).toBeTruthy();
  expect((await api(server.port, 'verify_email', { token: token! })).body.error).toBe(false);

  const granted = await admin(env, 'grant', email);
  expect(granted.code).toBe(0);
  expect(granted.stdout).toContain(`#${op.id} Operator <op-${tag}@example.com>: admin granted`);
  expect(await adminAction(server.port, op.token, op.id)).toBe(200);

  const revoked = await admin(env, 'revoke', email);
  expect(revoked.code).toBe(0);
  expect(revoked.stdout).toContain('admin revoked');
  // The very next request of the account no longer has admin rights.
  expect(await adminAction(server.port, op.token, op.id)).toBe(403);

  const unknown = await admin(env, 'grant', `nobody-${tag}@example.com`);
  expect(unknown.code).toBe(1);
  expect(unknown.stderr).toContain(`No account has the e-mail nobody-${tag}@example.com`);
  return { server, op, email, granted };
}

describe.runIf(!postgresUrl)('npm run admin on the embedded engine', () => {
  it('grants and revokes through the running server’s socket, and works with the server stopped', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'openquiz-admin-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir };
    const { server, op, email, granted } = await grantAndRevokeWhileRunning(env);
    expect(granted.stdout).toContain('of the server running on');
    await server.stop();

    const stopped = await admin(env, 'grant', email);
    expect(stopped.code).toBe(0);
    expect(stopped.stdout).toContain('(no server running)');
    expect(stopped.stdout).toContain('admin granted');
    expect((await admin(env, 'list')).stdout).toContain(`#${op.id} Operator`);

    // The grant made while it was stopped holds when the server comes back (same session token).
    const again = await startServer(env);
    expect(await adminAction(again.port, op.token, op.id)).toBe(200);
    await again.stop();
  }, 300_000);
});

describe.runIf(postgresUrl)('npm run admin on PostgreSQL', () => {
  it('grants and revokes with DATABASE_URL, the server running or stopped', async () => {
    const name = `oq_admin_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: postgresUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'openquiz-admin-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
    const { server, op, email, granted } = await grantAndRevokeWhileRunning(env);
    expect(granted.stdout).toContain('PostgreSQL (DATABASE_URL)');
    await server.stop();

    expect((await admin(env, 'grant', email)).code).toBe(0);
    const again = await startServer(env);
    expect(await adminAction(again.port, op.token, op.id)).toBe(200);
    await again.stop();
  }, 300_000);
});
