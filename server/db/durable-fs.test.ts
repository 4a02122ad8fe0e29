import { fsyncSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { DurableNodeFS, durableStartParams } from './durable-fs';
import { openDatabase } from './client';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'openquiz-durable-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the embedded engine on disk flushes its commits', () => {
  it('flushes a real file on every commit', async () => {
    let flushes = 0;
    const db = await PGlite.create({
      fs: new DurableNodeFS(path.join(freshDir(), 'pg'), (fd) => {
        flushes += 1;
        fsyncSync(fd);
      }),
      startParams: durableStartParams,
    });
    try {
      await db.exec('CREATE TABLE t (x int)');
      const before = flushes;
      for (let i = 0; i < 5; i++) await db.exec(`INSERT INTO t VALUES (${i})`);
      // One WAL flush per commit at least (PostgreSQL may also flush a segment or a directory).
      expect(flushes - before).toBeGreaterThanOrEqual(5);
      // A read-only transaction writes no WAL and needs no flush.
      const quiet = flushes;
      await db.query('SELECT count(*) FROM t');
      expect(flushes).toBe(quiet);
    } finally {
      await db.close();
    }
  });

  it('runs with fsync on, as the server opens it', async () => {
    const database = await openDatabase({ dataDir: freshDir() });
    try {
      const { rows } = await database.pool.query<{ name: string; setting: string }>(
        "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'wal_sync_method') ORDER BY name",
      );
      expect(rows).toEqual([
        { name: 'fsync', setting: 'on' },
        { name: 'wal_sync_method', setting: 'fsync' },
      ]);
    } finally {
      await database.close();
    }
  });
});
