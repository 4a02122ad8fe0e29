/**
 * The live-battle bench's settings (environment variables, described in bench/battle.ts), its setups
 * (database and number of processes), and the servers under test: starting them, a throwaway
 * PostgreSQL database, and whether a setup can run on this machine.
 */
import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from 'redis';
import { postgresUnreachable } from './postgres';
import { stopProcess } from './processes';

export const ROOMS = (process.env.BENCH_BATTLE_ROOMS ?? '100,1000,2000').split(',').map(Number);
export const DATABASES = (process.env.BENCH_BATTLE_DATABASES ?? 'embedded,postgres')
  .split(',')
  .filter((d) => d === 'embedded' || d === 'postgres');
export const TWO_PROCESSES = process.env.BENCH_BATTLE_TWO_PROCESSES !== 'off';
/**
 * Ten questions (a game of about a minute): starting 1,000 rooms must end well before the first game
 * does, so that a window with every room in play (the budget's "1,000 concurrent rooms") is measured.
 */
export const QUESTIONS = Number(process.env.BENCH_BATTLE_QUESTIONS ?? 10);
/** Owners pressing start at the same moment; each start debits fees in a (one-statement) transaction. */
export const START_WIDTH = Number(process.env.BENCH_BATTLE_START_WIDTH ?? 20);
export const QUESTION_MS = Number(process.env.BENCH_QUESTION_MS ?? 5_000);
export const REVEAL_MS = Number(process.env.BENCH_REVEAL_MS ?? 500);
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The servers' ports: BENCH_BATTLE_PORT and the next one (the second process of a two-process run). */
const FIRST_PORT = Number(process.env.BENCH_BATTLE_PORT ?? 4395);
export const PORTS = [FIRST_PORT, FIRST_PORT + 1];
/** A directory for V8 CPU profiles of the server processes (written as they exit), or none. */
const CPU_PROF_DIR = process.env.BENCH_BATTLE_CPU_PROF;
export const baseUrl = (port: number) => `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');

export interface Setup {
  database: 'embedded' | 'postgres';
  processes: 1 | 2;
  rooms: number;
}
export const label = (s: Setup) =>
  `${s.database === 'embedded' ? 'embedded' : 'PostgreSQL'}, ${s.processes === 1 ? '1 process' : '2 processes + Redis'}`;
export const budgetOf = (s: Setup) => (s.processes === 1 ? 25 : 50);

/**
 * Starts bench/battle-server.ts and waits until it answers and, for the first process, has written
 * `readyFile` — up to 10 minutes (processes.ts's startProcess gives up after 30 s, less than migrating,
 * seeding and preparing 2,000 rooms can take on a busy machine).
 */
export async function startServer(env: Record<string, string>, port: number, readyFile: string | null) {
  const profile = CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', path.join(root, 'bench/battle-server.ts')],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exists = (file: string) =>
    access(file).then(
      () => true,
      () => false,
    );
  for (const until = Date.now() + 600_000; Date.now() < until;) {
    if (child.exitCode !== null) throw new Error(`bench/battle-server.ts exited with ${child.exitCode}`);
    const up = await fetch(`${baseUrl(port)}/healthz`).then(
      () => true,
      () => false,
    );
    if (up && (readyFile === null || (await exists(readyFile)))) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  await stopProcess(child);
  throw new Error(`bench/battle-server.ts was not ready at ${baseUrl(port)} within 10 minutes`);
}

/** Why a setup cannot run here, or null when it can. */
export async function unavailable(setup: Setup): Promise<string | null> {
  if (setup.database === 'postgres') {
    const why = await postgresUnreachable();
    if (why) return why;
  }
  if (setup.processes === 2) {
    const client = createClient({
      url: REDIS_URL,
      socket: { connectTimeout: 3_000, reconnectStrategy: false },
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
    } catch (err) {
      return `Redis at ${REDIS_URL} is unreachable (${(err as Error).message})`;
    } finally {
      if (client.isOpen) await client.quit();
    }
  }
  return null;
}
