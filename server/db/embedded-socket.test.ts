import { readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { SOCKET_FILE, socketDirOf } from './socket-dir';

/** Inodes of the sockets listening on TCP (IPv4 and IPv6), from the kernel's tables. */
function tcpListenerInodes(): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[3] === '0A') inodes.add(cols[9]!); // state 0A = LISTEN
    }
  }
  return inodes;
}

/** The socket inodes a process holds open. */
function socketInodes(pid: number): string[] {
  return readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      const match = /^socket:\[(\d+)\]$/.exec(target);
      return match ? [match[1]!] : [];
    } catch {
      return [];
    }
  });
}

const open: { database: Database; dir?: string }[] = [];
afterEach(async () => {
  for (const o of open.splice(0)) {
    await o.database.close();
    if (o.dir) await rm(o.dir, { recursive: true, force: true });
  }
});

async function check(database: Database) {
  const pid = database.enginePid()!;
  expect(pid).toBeTypeOf('number');
  // The engine holds no TCP listening socket: only its Unix socket (and the IPC channel to the server).
  const listeners = tcpListenerInodes();
  expect(socketInodes(pid).filter((inode) => listeners.has(inode))).toEqual([]);
  // The pool reaches it through a directory only this user may enter.
  const host = String(database.pool.options.host);
  expect(host.startsWith('/')).toBe(true);
  expect(statSync(host).mode & 0o777).toBe(0o700);
  expect(statSync(path.join(host, SOCKET_FILE)).isSocket()).toBe(true);
  const { rows } = await database.pool.query<{ one: number }>('SELECT 1 AS one');
  expect(rows[0]!.one).toBe(1);
  return host;
}

describe.runIf(process.platform === 'linux')('the embedded engine listens on a private Unix socket', () => {
  it('on a data directory: <DATA_DIR>/run, mode 0700, no TCP listener', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'openquiz-socket-'));
    const database = await openDatabase({ dataDir: dir });
    open.push({ database, dir });
    expect(await check(database)).toBe(path.join(dir, 'run'));
  }, 60_000);

  it('in memory: a private temporary directory, removed at stop', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const host = await check(database);
    await database.close();
    expect(() => statSync(host)).toThrow();
  }, 60_000);

  it('on a data directory whose path is too long for a socket: a short private directory named by rule', async () => {
    const base = await mkdtemp(path.join(tmpdir(), 'openquiz-socket-'));
    const dir = path.join(base, 'a-rather-long-directory-name-'.repeat(4));
    const database = await openDatabase({ dataDir: dir });
    open.push({ database, dir: base });
    const host = await check(database);
    expect(host).toBe(socketDirOf(dir));
    expect(host.startsWith(path.join(tmpdir(), 'openquiz-'))).toBe(true);
  }, 60_000);
});
