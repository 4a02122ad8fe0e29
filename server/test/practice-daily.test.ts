import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, post, signUp, startTestApp, type TestApp } from './harness';
import { submit } from './play-helpers';

// The daily quiz, bookmarked questions and reports, and content by language; the modes played from a
// category's list are in practice-modes.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('daily quiz', () => {
  it('is counted when completed, not when fetched, once a day in the player time zone', async () => {
    const { token, user } = await signUp(t.app);
    const zone = { timezone: 'Pacific/Kiritimati' };
    const first = await ok(t.app, 'get_daily_quiz', zone, token);
    const refetch = await ok(t.app, 'get_daily_quiz', zone, token);
    expect(refetch.questions.map((q) => q.id).sort()).toEqual(first.questions.map((q) => q.id).sort());
    expect(first.streak).toBe(0);

    const result = await submit(t.app, t.database, token, refetch, 5);
    expect(result).toMatchObject({ quiz_type: '1.1', streak: 1, earned_coins: 0 });
    const played = await post(t.app, 'get_daily_quiz', zone, token);
    expect(played.body).toMatchObject({ error: true, message: '112' });
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are always on different dates: hopping zones does not
    // give a second daily quiz, since the account keeps its zone for a day after it was set.
    const hop = await post(t.app, 'get_daily_quiz', { timezone: 'Pacific/Pago_Pago' }, token);
    expect(hop.body).toMatchObject({ error: true, message: '112' });
    expect(await post(t.app, 'get_daily_quiz', { gmt_format: '-11:00' }, token)).toMatchObject({
      body: { error: true, message: '112' },
    });
    // A day after the zone was set, a traveller's new zone is taken.
    await t.database.db.execute(
      sql`UPDATE users SET timezone_set_at = now() - interval '25 hours' WHERE id = ${user.id}`,
    );
    const elsewhere = await ok(t.app, 'get_daily_quiz', { timezone: 'Pacific/Pago_Pago' }, token);
    expect(elsewhere.day).not.toBe(first.day);
    // Another player gets the same set for the same day and language.
    const other = await signUp(t.app);
    const theirs = await ok(t.app, 'get_daily_quiz', zone, other.token);
    expect(theirs.questions.map((q) => q.id).sort()).toEqual(first.questions.map((q) => q.id).sort());
  });

  it('counts a streak of consecutive days', async () => {
    const { token, user } = await signUp(t.app);
    const first = await ok(t.app, 'get_daily_quiz', { gmt_format: '+00:00' }, token);
    const day = (offset: number) =>
      new Date(Date.parse(`${first.day}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    for (const back of [1, 2])
      await t.database.db.execute(
        sql`INSERT INTO daily_plays (user_id, day, attempt_id) VALUES (${user.id}, ${day(-back)}, gen_random_uuid())`,
      );
    await t.database.db.execute(
      sql`INSERT INTO daily_plays (user_id, day, attempt_id) VALUES (${user.id}, ${day(-5)}, gen_random_uuid())`,
    );
    // The card's status, asked before playing: yesterday's streak alive, today not played, no attempt made.
    const zone = { gmt_format: '+00:00' };
    const attempts = async () =>
      (await t.database.db.execute(sql`SELECT id FROM attempts WHERE user_id = ${user.id}`)).rows.length;
    const made = await attempts();
    expect(await ok(t.app, 'get_daily_status', zone, token)).toMatchObject({
      day: first.day,
      played: false,
      streak: 2,
    });
    expect(await attempts()).toBe(made);
    const again = await ok(t.app, 'get_daily_quiz', zone, token);
    expect(again.streak).toBe(2);
    const result = await submit(t.app, t.database, token, again, 3);
    expect(result.streak).toBe(3);
    // Played: the same on any device, from the server.
    expect(await ok(t.app, 'get_daily_status', zone, token)).toMatchObject({
      day: first.day,
      played: true,
      streak: 3,
    });
    // A day with no play breaks it.
    await t.database.db.execute(sql`DELETE FROM daily_plays WHERE user_id = ${user.id} AND day = ${day(-1)}`);
    await t.database.db.execute(
      sql`DELETE FROM daily_plays WHERE user_id = ${user.id} AND day = ${first.day}`,
    );
    expect(await ok(t.app, 'get_daily_status', zone, token)).toMatchObject({
      day: first.day,
      played: false,
      streak: 0,
    });
  });
});

describe('bookmarks and reports', () => {
  it('bookmarks, lists without answers, plays the set, and removes once', async () => {
    const { token } = await signUp(t.app);
    const attempt = await ok(t.app, 'get_questions_by_type', { type: 2 }, token);
    const [a, b] = attempt.questions;
    // Bookmarks are of questions whose answer was shown: here the whole set, once graded.
    await submit(t.app, t.database, token, attempt, 1);
    for (const q of [a!, b!])
      await ok(t.app, 'set_bookmark', { question_id: q.id, status: '1', type: 1 }, token);
    await ok(t.app, 'set_bookmark', { question_id: a!.id, status: '1', type: 1 }, token);
    const list = await ok(t.app, 'get_bookmark', { type: 1 }, token);
    expect(list.map((x) => x.question_id).sort()).toEqual([a!.id, b!.id].sort());
    expect(JSON.stringify(list)).not.toContain('answer');
    const quiz = await ok(t.app, 'get_bookmark_quiz', { type: 1 }, token);
    expect(quiz.questions.every((q) => q.bookmarked)).toBe(true);
    const result = await submit(t.app, t.database, token, quiz, 2);
    expect(result).toMatchObject({ quiz_type: 'bookmark', correct_answers: 2, earned_coins: 0 });

    await ok(t.app, 'set_bookmark', { question_id: a!.id, status: '0', type: 1 }, token);
    const twice = await post(t.app, 'set_bookmark', { question_id: a!.id, status: '0', type: 1 }, token);
    expect(twice.body).toMatchObject({
      error: true,
      message: '102',
      error_msg: 'Cannot remove question from bookmark',
    });
    expect((await ok(t.app, 'get_bookmark', { type: 1 }, token)).map((x) => x.question_id)).toEqual([b!.id]);
  });

  it('takes a report with a reason, once per question', async () => {
    const { token, user } = await signUp(t.app);
    const attempt = await ok(t.app, 'get_questions_by_type', { type: 2 }, token);
    const id = attempt.questions[0]!.id;
    const empty = await post(t.app, 'report_question', { question_id: id, message: '  ' }, token);
    expect(empty.status).toBe(400);
    const done = await post(
      t.app,
      'report_question',
      { question_id: id, message: 'The note is wrong' },
      token,
    );
    expect(done.body).toMatchObject({ error: false, message: '109' });
    await ok(t.app, 'multi_match_report_question', { question_id: id, message: 'Still wrong' }, token);
    const rows = await t.database.db.execute<{ message: string }>(
      sql`SELECT message FROM question_reports WHERE user_id = ${user.id}`,
    );
    expect(rows.rows).toEqual([{ message: 'Still wrong' }]);
    const missing = await post(t.app, 'report_question', { question_id: 99_999_999, message: 'x' }, token);
    expect(missing.body).toMatchObject({ error: true, message: '102' });
  });
});

describe('content languages', () => {
  it('serves Arabic and French quiz zone and true/false content by language_id', async () => {
    const { token } = await signUp(t.app);
    const languages = await ok(t.app, 'get_languages', {}, token);
    const arabic = languages.find((l) => l.code === 'ar')!;
    const french = languages.find((l) => l.code === 'fr')!;
    const arCategories = await ok(t.app, 'get_categories', { type: 1, language_id: arabic.id }, token);
    expect(arCategories.map((c) => c.category_name)).toContain('الجغرافيا');
    const level = await ok(
      t.app,
      'get_questions_by_level',
      { category: 'geography', subcategory: 'capitals', level: 1, language_id: arabic.id },
      token,
    );
    expect(level.questions[0]!.question).toMatch(/[\u0600-\u06FF]/);
    const tf = await ok(t.app, 'get_questions_by_type', { type: 2, language_id: french.id }, token);
    expect(tf.questions[0]!.options.map((o) => o.text)).toEqual(['Vrai', 'Faux']);
    // Every mode has Arabic content (issue 19): guess the word answers in Arabic.
    const words = await ok(t.app, 'get_categories', { type: 3, language_id: arabic.id }, token);
    expect(new Set(words.map((c) => c.language_id))).toEqual(new Set([arabic.id]));
    // A language with no content at all: the default language's categories show instead of nothing
    // (the client says so: CategoryListPage's note).
    const [german] = (
      await t.database.db.execute<{ id: number }>(
        sql`INSERT INTO languages (language, code, status, default_active) VALUES ('Deutsch', 'de', 1, false)
            RETURNING id`,
      )
    ).rows;
    const fallback = await ok(t.app, 'get_categories', { type: 3, language_id: german!.id }, token);
    expect(fallback.length).toBeGreaterThan(0);
    expect(fallback.map((c) => c.language_id)).not.toContain(german!.id);
    const daily = await ok(t.app, 'get_daily_quiz', { language_id: arabic.id }, token);
    expect(daily.questions[0]!.question).toMatch(/[\u0600-\u06FF]/);
  });
});
