import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rateBudgets } from '../http/api-route';
import { post, startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT: 'on' });
});
afterAll(async () => t?.close());

it('limits sign-in attempts per client and answers 429 with the envelope', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < rateBudgets.auth + 1; i++) {
    const res = await post(t.app, 'auth_email_login', { email: 'nobody@example.com', password: 'guess' + i });
    statuses.push(res.status);
    if (res.status === 429) expect(res.body).toMatchObject({ error: true, message: '213' });
  }
  expect(statuses.slice(0, rateBudgets.auth).every((s) => s === 200)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  // Another class keeps its own budget.
  expect((await post(t.app, 'get_web_settings')).status).toBe(200);
});

it('limits account creation per address per hour, apart from sign-in', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < rateBudgets.signup + 1; i++) {
    const res = await post(t.app, 'auth_email_signup', {
      email: `farm${i}@example.com`,
      password: 'correct horse battery',
    });
    statuses.push(res.status);
  }
  expect(statuses.slice(0, rateBudgets.signup).every((s) => s === 200)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  // The eleventh account was not made; other classes keep their own budgets.
  const { rows } = await t.database.db.execute(
    sql`SELECT 1 FROM identities WHERE email = ${`farm${rateBudgets.signup}@example.com`}`,
  );
  expect(rows).toHaveLength(0);
  expect((await post(t.app, 'get_web_settings')).status).toBe(200);
});
