import { createHash } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The embedded engine listens on a Unix socket, never on TCP: the wire protocol it speaks has no password,
 * so only the file system may decide who connects. The socket sits in a directory of mode 0700 owned by
 * the server's user. node-postgres reaches it with `host` = that directory and `port` naming the file
 * (`<dir>/.s.PGSQL.<port>`), the same convention as PostgreSQL's own sockets.
 */
export const ENGINE_PORT = 5432;
export const SOCKET_FILE = `.s.PGSQL.${ENGINE_PORT}`;

// sun_path holds 108 bytes on Linux and 104 on macOS, both with the closing NUL.
const MAX_SOCKET_PATH = 103;

const fits = (dir: string) => Buffer.byteLength(path.join(dir, SOCKET_FILE)) <= MAX_SOCKET_PATH;
const uid = () => process.getuid?.() ?? 0;

/**
 * The socket directory of a data directory: `<DATA_DIR>/run`, or, when that path is too long for a Unix
 * socket, `<tmpdir>/openquiz-<uid>-<first 16 hex of sha256(absolute DATA_DIR)>`. The rule depends only on
 * the data directory, so the operator's command finds the socket of a running server.
 */
export function socketDirOf(dataDir: string): string {
  const absolute = path.resolve(dataDir);
  const inside = path.join(absolute, 'run');
  if (fits(inside)) return inside;
  const hash = createHash('sha256').update(absolute).digest('hex').slice(0, 16);
  const outside = path.join(tmpdir(), `openquiz-${uid()}-${hash}`);
  if (fits(outside)) return outside;
  throw new Error(
    `The data directory path is too long for the embedded database's Unix socket, and so is the temporary ` +
      `directory (${tmpdir()}). Use a shorter DATA_DIR or set TMPDIR to a short directory such as /tmp.`,
  );
}

/** Throws unless `dir` is a real directory (not a link) of this user that nobody else may enter. */
export function checkPrivateDir(dir: string): void {
  const stat = lstatSync(dir);
  if (!stat.isDirectory() || stat.uid !== uid() || (stat.mode & 0o077) !== 0) {
    throw new Error(
      `The database socket directory ${dir} must be a directory of this user with mode 0700; ` +
        'remove it and start again.',
    );
  }
}

/** Creates the socket directory, or checks one left by an earlier run, and makes it mode 0700. */
export function preparePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stat = lstatSync(dir);
  if (!stat.isDirectory() || stat.uid !== uid()) checkPrivateDir(dir);
  chmodSync(dir, 0o700);
}
