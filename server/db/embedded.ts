import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EmbeddedMessage } from './embedded-process';
import { ENGINE_PORT, preparePrivateDir, SOCKET_FILE, socketDirOf } from './socket-dir';

/** What the server logs about the engine (a pino logger fits). */
export interface EngineLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface EmbeddedDatabase {
  /** node-postgres settings: `host` is the socket's directory, `port` names the socket file in it. */
  connection: { host: string; port: number; user: string; database: string };
  /** The engine's current process id (changes when it is restarted). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The server's data directory (its socket directory follows from it); absent for a throwaway engine. */
  dataDir?: string;
  maxConnections?: number;
  log?: EngineLog;
  /** Flush each commit to disk (durable-fs.ts); off only for throwaway data. Default on. */
  fsync?: boolean;
  /** A throwaway engine starts from this PGlite data-directory dump instead of an empty database. */
  template?: string;
}

// Restarts after a crash wait 0.2 s, then twice as long each time up to 10 s; an engine that ran for a
// minute counts as healthy again, so the next crash starts from 0.2 s.
const FIRST_DELAY_MS = 200;
const MAX_DELAY_MS = 10_000;
const HEALTHY_AFTER_MS = 60_000;

async function spawnEngine(
  pgDir: string,
  socketPath: string,
  maxConnections: number,
  fsync: boolean,
  template?: string,
): Promise<ChildProcess> {
  const child = fork(
    new URL('./embedded-process.ts', import.meta.url),
    [
      pgDir,
      String(maxConnections),
      socketPath,
      fsync ? 'fsync' : 'no-fsync',
      ...(template ? [template] : []),
    ],
    { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const [message] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(([code]) => [{ type: 'failed', message: `exited with code ${String(code)}` }]),
  ])) as [EmbeddedMessage];
  if (message.type !== 'ready') {
    child.kill('SIGKILL');
    throw new Error(`The embedded database did not start: ${message.message}`);
  }
  return child;
}

/**
 * Starts PGlite in a child process behind a Unix socket (socket-dir.ts) and keeps it running: when the
 * process dies the server restarts it on the same socket, so the pool's next connections reach the new
 * one. A throwaway ('memory://') engine is not restarted, since its data died with it.
 */
export async function startEmbeddedDatabase(
  pgDir: string,
  { dataDir, maxConnections = 16, log, fsync = true, template }: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const inMemory = pgDir.startsWith('memory://');
  // A throwaway engine gets a private directory of its own (mkdtemp makes it 0700), removed at stop.
  const socketDir = dataDir ? socketDirOf(dataDir) : mkdtempSync(path.join(tmpdir(), 'openquiz-db-'));
  preparePrivateDir(socketDir);
  const socketPath = path.join(socketDir, SOCKET_FILE);
  // The fallback directory outside the data directory (a path too long) is not left behind either.
  const removeDirAtStop = !dataDir || !socketDir.startsWith(path.resolve(dataDir) + path.sep);

  let stopping = false;
  let delay = FIRST_DELAY_MS;
  let timer: NodeJS.Timeout | undefined;
  let child: ChildProcess;

  const supervise = (current: ChildProcess) => {
    const startedAt = Date.now();
    current.once('exit', (code, signal) => {
      if (stopping) return;
      if (inMemory) {
        log?.error({ code, signal }, 'the in-memory embedded database stopped; its data is gone');
        return;
      }
      if (Date.now() - startedAt > HEALTHY_AFTER_MS) delay = FIRST_DELAY_MS;
      log?.error({ code, signal, restartInMs: delay }, 'the embedded database stopped; restarting it');
      restartLater();
    });
  };
  const restartLater = () => {
    const wait = delay;
    delay = Math.min(delay * 2, MAX_DELAY_MS);
    timer = setTimeout(() => {
      spawnEngine(pgDir, socketPath, maxConnections, fsync).then(
        (next) => {
          if (stopping) {
            next.kill('SIGTERM');
            return;
          }
          child = next;
          supervise(next);
          log?.info({ pid: next.pid }, 'the embedded database is running again');
        },
        (err: unknown) => {
          if (stopping) return;
          log?.error({ err, restartInMs: delay }, 'the embedded database did not restart; trying again');
          restartLater();
        },
      );
    }, wait);
  };

  try {
    child = await spawnEngine(pgDir, socketPath, maxConnections, fsync, inMemory ? template : undefined);
  } catch (err) {
    if (removeDirAtStop) rmSync(socketDir, { recursive: true, force: true });
    throw err;
  }
  supervise(child);

  return {
    connection: { host: socketDir, port: ENGINE_PORT, user: 'postgres', database: 'postgres' },
    pid: () => (child.exitCode === null && child.signalCode === null ? child.pid : undefined),
    async stop() {
      stopping = true;
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        if (child.connected) child.disconnect();
        else child.kill('SIGTERM');
        await exited;
      }
      if (removeDirAtStop) rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
