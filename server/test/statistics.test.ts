import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, signUp, startTestApp, type TestApp } from './harness';
import { submit } from './play-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** Level 1 of the first subcategory of the n-th quiz zone category. */
async function startIn(token: string, n: number) {
  const categories = await ok(t.app, 'get_categories', { type: 1 }, token);
  const category = categories[n];
  if (!category) throw new Error(`no category ${n}`);
  const [sub] = await ok(t.app, 'get_subcategory_by_maincategory', { category_slug: category.slug }, token);
  const attempt = await ok(
    t.app,
    'get_questions_by_level',
    { category: category.slug, subcategory: sub!.slug, level: 1 },
    token,
  );
  return { category, attempt };
}

describe('get_users_statistics', () => {
  it('is empty and honest for a player who has not played', async () => {
    const { token } = await signUp(t.app);
    const stats = await ok(t.app, 'get_users_statistics', {}, token);
    expect(stats).toMatchObject({
      questions_answered: 0,
      correct_answers: 0,
      incorrect_answers: 0,
      accuracy: 0,
      strong_category: null,
      weak_category: null,
      categories: [],
      ranks: { daily: null, monthly: null, all: null },
      best_rank: null,
      battles: { played: 0, won: 0, lost: 0, drawn: 0 },
      coins: 10,
      score: 0,
    });
    expect(stats.score_by_day).toHaveLength(30);
    expect(stats.score_by_day.every((d) => d.points === 0)).toBe(true);
  });

  it('counts real play: answers, accuracy, strong and weak categories, score by day', async () => {
    const { token, user } = await signUp(t.app);
    const strong = await startIn(token, 0);
    await submit(t.app, t.database, token, strong.attempt, 8);
    const weak = await startIn(token, 1);
    await submit(t.app, t.database, token, weak.attempt, 3);
    const strongTotal = strong.attempt.questions.length;
    const weakTotal = weak.attempt.questions.length;

    const stats = await ok(t.app, 'get_users_statistics', {}, token);
    expect(stats.questions_answered).toBe(strongTotal + weakTotal);
    expect(stats.correct_answers).toBe(11);
    expect(stats.incorrect_answers).toBe(strongTotal + weakTotal - 11);
    expect(stats.accuracy).toBe(Math.round((11 * 100) / (strongTotal + weakTotal)));
    expect(stats.strong_category).toMatchObject({
      id: strong.category.id,
      name: strong.category.category_name,
      image: strong.category.image,
      answered: strongTotal,
      correct: 8,
      ratio: Math.round((8 * 100) / strongTotal),
    });
    expect(stats.weak_category).toMatchObject({ id: weak.category.id, correct: 3 });
    expect(stats.categories.map((c) => c.id)).toEqual([strong.category.id, weak.category.id]);

    const { rows } = await t.database.db.execute<{ coins: number; score: number }>(
      sql`SELECT coins, score FROM users WHERE id = ${user.id}`,
    );
    expect(stats.coins).toBe(rows[0]!.coins);
    expect(stats.score).toBe(rows[0]!.score);
    expect(stats.score).not.toBe(0);
    // Every score event of this player is from the last minutes, so the 30 days hold all of them.
    expect(stats.score_by_day.reduce((n, d) => n + d.points, 0)).toBe(stats.score);

    // The ranks are the leaderboards' own.
    const boards = {
      daily: await ok(t.app, 'get_daily_leaderboard', {}, token),
      monthly: await ok(t.app, 'get_monthly_leaderboard', {}, token),
      all: await ok(t.app, 'get_globle_leaderboard', {}, token),
    };
    expect(stats.ranks).toEqual({
      daily: boards.daily.my_rank.user_rank,
      monthly: boards.monthly.my_rank.user_rank,
      all: boards.all.my_rank.user_rank,
    });
    expect(stats.best_rank?.rank).toBe(boards.all.my_rank.user_rank);
  });

  it('ranks by points, then by who reached them first, and reports the best rank', async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    const me = await signUp(t.app);
    const day = new Date().toISOString().slice(0, 10);
    const month = `m:${day.slice(0, 7)}`;
    const daily = `d:${day}`;
    // On the all-time board: first has more points; second has my points but reached them earlier.
    // This month and today I am alone at the top.
    await t.database.db.execute(sql`
      INSERT INTO leaderboard_totals (period, user_id, points, reached_at) VALUES
        ('all', ${first.user.id}, 900, now() - interval '3 days'),
        ('all', ${second.user.id}, 500, now() - interval '2 days'),
        ('all', ${me.user.id}, 500, now() - interval '1 day'),
        (${month}, ${first.user.id}, 40, now() - interval '1 hour'),
        (${month}, ${me.user.id}, 40, now() - interval '2 hours'),
        (${daily}, ${me.user.id}, 12, now())
      ON CONFLICT (period, user_id) DO UPDATE SET points = excluded.points, reached_at = excluded.reached_at`);
    await t.database.db.execute(sql`
      DELETE FROM leaderboard_totals WHERE period IN (${month}, ${daily}, 'all')
        AND user_id NOT IN (${first.user.id}, ${second.user.id}, ${me.user.id})`);

    const mine = await ok(t.app, 'get_users_statistics', {}, me.token);
    expect(mine.ranks).toEqual({ all: 3, monthly: 1, daily: 1 });
    expect(mine.best_rank).toEqual({ period: 'monthly', rank: 1 });
    const theirs = await ok(t.app, 'get_users_statistics', {}, second.token);
    expect(theirs.ranks).toEqual({ all: 2, monthly: null, daily: null });
    expect(theirs.best_rank).toEqual({ period: 'all', rank: 2 });
  });
});
