import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The data directory is held by another live process (a running server, or the operator's command). */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by process ${holder}. ` +
        'Stop that server first, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const code = (err: unknown) => (err as NodeJS.ErrnoException).code;

/** The pid written in a lock file; NaN for an unreadable or empty one, null when there is no file. */
function holderOf(file: string): number | null {
  try {
    return Number(readFileSync(file, 'utf8').trim()) || Number.NaN;
  } catch (err) {
    if (code(err) === 'ENOENT') return null;
    throw err;
  }
}

/**
 * Creates `file` holding our pid, atomically: the pid goes into a private temporary file first, which is
 * then hard-linked to the lock name. link() fails with EEXIST when the name is taken, and a reader never
 * sees the lock without its pid (an empty lock read as stale let two servers share a directory).
 */
function createExclusive(file: string): boolean {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, String(process.pid), { flag: 'wx', mode: 0o600 });
  try {
    linkSync(temp, file);
    return true;
  } catch (err) {
    if (code(err) === 'EEXIST') return false;
    throw err;
  } finally {
    rmSync(temp, { force: true });
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

// Removing a stale lock is the one step that is not a single atomic call (read the pid, then remove), so
// it runs under a second lock: two starters that both saw the stale pid cannot remove a fresh lock that one
// of them created meanwhile. Its holder keeps it for microseconds (no await inside), so one older than
// this was left by a process killed inside that window and may be removed.
const TAKEOVER_STALE_MS = 10_000;

function withTakeoverLock<T>(file: string, work: () => T): T {
  const takeover = `${file}.takeover`;
  for (;;) {
    if (createExclusive(takeover)) break;
    try {
      if (Date.now() - statSync(takeover).mtimeMs > TAKEOVER_STALE_MS) rmSync(takeover, { force: true });
    } catch (err) {
      if (code(err) !== 'ENOENT') throw err;
    }
    pause(5);
  }
  try {
    return work();
  } finally {
    rmSync(takeover, { force: true });
  }
}

/**
 * Two processes writing one PGlite data dir silently lose writes (STACK.md), so the first opener takes a
 * lock file and a second one is refused with a clear message. A lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'openquiz.lock');
  const release = () => {
    if (holderOf(file) === process.pid) rmSync(file, { force: true });
  };
  for (let tries = 0; tries < 50; tries++) {
    if (createExclusive(file)) return release;
    const holder = holderOf(file);
    if (holder === null) continue; // released between our attempt and the read: try again
    if (holder !== process.pid && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
    withTakeoverLock(file, () => {
      // Under the takeover lock nobody else removes the file, and nobody can create one while it exists:
      // remove it only if it still names the dead holder we saw (NaN also covers an old empty file).
      const now = holderOf(file);
      if (now !== null && Object.is(now, holder)) rmSync(file, { force: true });
    });
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
