import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * A server of a test's own, on a copy of the build and a fresh embedded database, for tests that change
 * what the server sends (a new worker) or stop it (cold offline start): no other test's browser sees it.
 * `stop` ends the process and keeps the data; `start` runs it again on the same data and port. `env`
 * adds settings (an SMTP server of the test's own, say).
 */
export async function ownServer(port: number, env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'openquiz-own-'));
  const dist = path.join(dir, 'dist');
  cpSync(path.resolve(process.env.DIST_DIR ?? 'dist'), dist, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;

  async function start() {
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: path.join(dir, 'data'),
        DIST_DIR: dist,
        LOG_LEVEL: 'warn',
        CONTRACT_CHECK: 'on',
        RATE_LIMIT: 'off',
        DB_FSYNC: 'off', // throwaway data (playwright.config.ts)
        ...env,
      },
      stdio: 'ignore',
    });
    await expect
      .poll(
        () =>
          fetch(`${url}/healthz`).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 60_000 },
      )
      .toBe(true);
  }

  async function stop() {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  await start();
  return {
    url,
    dist,
    /** Its DATA_DIR, for the operator's command (adminCommand). */
    dataDir: path.join(dir, 'data'),
    start,
    stop,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
