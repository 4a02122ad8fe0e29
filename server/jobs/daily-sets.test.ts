import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ok, signUp, startTestApp, type TestApp } from '../test/harness';
import { dailySetsJob } from './daily-sets';
import { runOnce } from './job-runner';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

it('draws a daily set per content language for the days around now, and the quiz serves it', async () => {
  await runOnce(t.database, dailySetsJob, t.app.log);
  const sets = await t.database.db.execute<{ code: string; days: number; size: number }>(sql`
    SELECT l.code, count(*)::int AS days, min(jsonb_array_length(d.question_ids))::int AS size
    FROM daily_quizzes d JOIN languages l ON l.id = d.language_id GROUP BY l.code ORDER BY l.code`);
  expect(sets.rows).toEqual([
    { code: 'ar', days: 3, size: 10 },
    { code: 'en', days: 3, size: 10 },
    { code: 'fr', days: 3, size: 10 },
  ]);
  // A second run changes nothing: the drawn days stay as they are.
  const before = await t.database.db.execute(
    sql`SELECT language_id, day, question_ids FROM daily_quizzes ORDER BY 1, 2`,
  );
  await runOnce(t.database, dailySetsJob, t.app.log);
  const after = await t.database.db.execute(
    sql`SELECT language_id, day, question_ids FROM daily_quizzes ORDER BY 1, 2`,
  );
  expect(after.rows).toEqual(before.rows);

  const { token } = await signUp(t.app);
  const quiz = await ok(t.app, 'get_daily_quiz', { timezone: 'UTC' }, token);
  const [today] = (
    await t.database.db.execute<{ ids: number[] }>(
      sql`SELECT question_ids AS ids FROM daily_quizzes d JOIN languages l ON l.id = d.language_id
          WHERE l.code = 'en' AND d.day = ${quiz.day}::date`,
    )
  ).rows;
  expect(quiz.questions.map((q) => q.id)).toEqual(today!.ids);
});
