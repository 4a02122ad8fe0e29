import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp, startTestApp, type TestApp } from '../test/harness';
import { startLevel } from '../test/play-helpers';
import { runOnce } from './job-runner';
import { staleAttemptsJob } from './stale-attempts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

it('deletes open attempts older than two days and keeps fresh ones', async () => {
  const { token } = await signUp(t.app);
  const old = await startLevel(t.app, token);
  const fresh = await startLevel(t.app, token);
  await t.database.db.execute(
    sql`UPDATE attempts SET created_at = now() - interval '3 days' WHERE id = ${old.attempt_id}`,
  );
  await runOnce(t.database, staleAttemptsJob, t.app.log);
  const left = await t.database.db.execute<{ id: string }>(sql`SELECT id FROM attempts`);
  expect(left.rows.map((r) => r.id)).toEqual([fresh.attempt_id]);
});
