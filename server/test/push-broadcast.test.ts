import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, signUp, startTestApp, type TestApp } from './harness';
import { decrypt, PushEndpoint, verifyVapid } from './push-endpoint';

/**
 * `npm run push -- "title" "body"`, spawned for real against the database of a running test server
 * (the embedded engine's socket, or the PostgreSQL test database): the command adds the broadcast and
 * pushes it from its own process with the server's VAPID key.
 */
const root = path.resolve(import.meta.dirname, '../..');
let t: TestApp;
let endpoint: PushEndpoint;
beforeAll(async () => {
  t = await startTestApp({ PUSH_ALLOW_LOOPBACK: 'on' });
  endpoint = await PushEndpoint.start();
});
afterAll(async () => {
  await endpoint?.close();
  await t?.close();
});

/** DATABASE_URL for the command: the same database the test server uses. */
function databaseUrl(): string {
  const o = t.database.pool.options as { connectionString?: string; host?: string; port?: number };
  if (o.connectionString) return o.connectionString;
  return `postgres://postgres@localhost:${o.port}/postgres?host=${encodeURIComponent(o.host ?? '')}`;
}

async function pushCommand(...args: string[]) {
  const child = spawn('npm', ['run', '-s', 'push', '--', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl(), LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stdout, stderr };
}

async function subscribed(prefs: Record<string, string> = {}) {
  const p = await signUp(t.app);
  if (Object.keys(prefs).length > 0) await ok(t.app, 'set_push_preferences', prefs, p.token);
  const device = endpoint.device();
  await ok(t.app, 'update_fcm_id', { web_fcm_id: device.subscription }, p.token);
  return { ...p, device };
}

describe('npm run push', () => {
  it('adds a broadcast for everyone and pushes it to the devices of players who keep broadcasts on', async () => {
    const fan = await subscribed();
    const quiet = await subscribed({ broadcast: '0' });
    const gone = await subscribed();
    const reader = await signUp(t.app);
    endpoint.answer(gone.device, 410);
    const { vapid_public_key } = await ok(t.app, 'get_push_config');

    const run = await pushCommand('Quiz night', 'New questions at 8 pm');
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Push: 1 of 2 devices reached, 1 expired devices forgotten.');
    const id = /Notification #(\d+)/.exec(run.stdout)?.[1];

    const [delivery] = await endpoint.waitFor(fan.device);
    expect(decrypt(delivery!, fan.device)).toMatchObject({
      title: 'Quiz night',
      body: 'New questions at 8 pm',
      url: '/notifications/',
      tag: `broadcast-${id}`,
    });
    // Signed with the key the browsers subscribed with: the command used the server's VAPID pair.
    expect(verifyVapid(delivery!, vapid_public_key).aud).toBe(endpoint.origin);
    expect(endpoint.received(quiet.device)).toEqual([]);
    const left = await t.database.db.execute(
      sql`SELECT 1 FROM push_subscriptions WHERE user_id = ${gone.user.id}`,
    );
    expect(left.rows).toHaveLength(0);
    for (const p of [fan, quiet, reader]) {
      const list = await ok(t.app, 'get_notifications', {}, p.token);
      expect(list[0]).toMatchObject({ type: 'broadcast', title: 'Quiz night', users: 'all' });
    }
  });

  it('explains its usage and sends nothing without a title', async () => {
    const before = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM notifications`);
    const run = await pushCommand();
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Usage: npm run push -- "title" "body"');
    const bad = await pushCommand('Title', 'Body', 'https://elsewhere.example.com/');
    expect(bad.code).toBe(2);
    const after = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM notifications`);
    expect(after.rows).toEqual(before.rows);
  });
});
