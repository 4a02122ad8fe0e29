import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute, poolOf, prepared, PreparedBatches } from '../domains/battle/prepared-batch';
import { startTestApp, type TestApp } from './harness';

/**
 * The answers' group commit (prepared-batch.ts): requests made while a query is in flight share the
 * next one; each still gets its own results, and one request the database refuses fails alone.
 */
describe('prepared batches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const divide = prepared('battle_batch_test_divide', ['int', 'int'], 'SELECT $1 / $2 AS q');

  it('gives each request its results, and a refused request fails without failing the others', async () => {
    const batches = new PreparedBatches(t.database.db, [divide]);
    let queries = 0;
    const pool = poolOf(t.database.db);
    const count = () => (queries += 1);
    pool.on('acquire', count);
    try {
      const asked = [
        { n: 12, d: 3, room: 'b' },
        { n: 10, d: 0, room: 'a' },
        { n: 7, d: 7, room: 'c' },
        { n: 9, d: 3, room: 'a' },
      ];
      const results = await Promise.allSettled(
        asked.map(({ n, d, room }) =>
          batches.run<{ q: number }>([execute(divide, n, d), execute(divide, n, 1)], room),
        ),
      );
      expect(
        results.map((r) => (r.status === 'fulfilled' ? r.value.map((v) => v.rows[0]!.q) : 'refused')),
      ).toEqual([[4, 12], 'refused', [1, 7], [3, 9]]);
      // Four requests, far fewer than four connection turns (the pool's turns, not its size).
      expect(queries).toBeLessThan(asked.length);
      await batches.whenIdle(1_000);
    } finally {
      pool.off('acquire', count);
    }
  });
});
