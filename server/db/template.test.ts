import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

// The test suites start their throwaway databases from a dump (server/test/database-template.ts).
describe('a throwaway engine started from a template dump', () => {
  let dir = '';
  let template = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'openquiz-template-test-'));
    const engine = await PGlite.create();
    await engine.exec(
      `CREATE TABLE kept (id int PRIMARY KEY, note text); INSERT INTO kept VALUES (1, 'from the template')`,
    );
    template = path.join(dir, 'template.tar');
    await writeFile(template, Buffer.from(await (await engine.dumpDataDir('none')).arrayBuffer()));
    await engine.close();
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("holds the template's data, and each copy is its own", async () => {
    const first = await openDatabase({ dataDir: 'memory://', template });
    const second = await openDatabase({ dataDir: 'memory://', template });
    try {
      expect((await first.pool.query('SELECT id, note FROM kept')).rows).toEqual([
        { id: 1, note: 'from the template' },
      ]);
      await first.pool.query(`INSERT INTO kept VALUES (2, 'only in the first copy')`);
      expect((await second.pool.query('SELECT id FROM kept ORDER BY id')).rows).toEqual([{ id: 1 }]);
      expect((await first.pool.query('SELECT id FROM kept ORDER BY id')).rows).toEqual([
        { id: 1 },
        { id: 2 },
      ]);
    } finally {
      await first.close();
      await second.close();
    }
  }, 60_000);
});
