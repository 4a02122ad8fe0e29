import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfflinePack, QuizResult } from '../../contract';
import { ok, post, signUp, startTestApp, type TestApp } from './harness';
import { answerKey, playedWith, startLevel } from './play-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

async function count(query: ReturnType<typeof sql>) {
  const { rows } = await t.database.db.execute<{ n: number }>(query);
  return Number(rows[0]?.n ?? 0);
}

/** The first subcategory of the first quiz-zone category, by id. */
async function firstSubcategoryId(token: string): Promise<number> {
  const [category] = await ok(t.app, 'get_categories', { type: 1 }, token);
  const [sub] = await ok(t.app, 'get_subcategory_by_maincategory', { category_slug: category!.slug }, token);
  return sub!.id;
}

const pack = (token: string, id: number, version?: string) =>
  ok(t.app, 'get_offline_pack', { type: 'subcategory', id, version }, token) as Promise<OfflinePack>;

/** Answers a pack's questions: the first `right` correctly, the rest with another option. */
function playFromPack(p: OfflinePack, n: number, right: number) {
  return p.questions.slice(0, n).map((q, i) => ({
    id: q.id,
    answer: i < right ? q.answer : (q.options.find((o) => o.key !== q.answer)?.key ?? 'x'),
  }));
}

describe('offline packs', () => {
  it('hold a subcategory’s questions with answers, versioned by content', async () => {
    const { token } = await signUp(t.app);
    const sub = await firstSubcategoryId(token);
    const first = await pack(token, sub);
    expect(first.questions.length).toBeGreaterThan(10);
    expect(first.questions.every((q) => q.answer !== '' && q.subcategory_id === sub)).toBe(true);
    expect(first.unchanged).toBe(false);
    // The same content → the same version; asked with it, nothing is sent again.
    const again = await pack(token, sub, first.version);
    expect(again).toMatchObject({ version: first.version, unchanged: true, questions: [] });
    // An edited question changes the version.
    await t.database.db.execute(
      sql`UPDATE questions SET note = note || ' (edited)' WHERE id = ${first.questions[0]!.id}`,
    );
    const edited = await pack(token, sub, first.version);
    expect(edited.unchanged).toBe(false);
    expect(edited.version).not.toBe(first.version);
  });

  it('refuses locked premium content and unknown scopes', async () => {
    const { token, user } = await signUp(t.app);
    const [category] = await ok(t.app, 'get_categories', { type: 1 }, token);
    await t.database.db.execute(
      sql`UPDATE categories SET is_premium = true, coins = 10 WHERE id = ${category!.id}`,
    );
    try {
      const locked = await post(t.app, 'get_offline_pack', { type: 'category', id: category!.id }, token);
      expect(locked.body).toMatchObject({ error: true, message: '203' });
      expect(await count(sql`SELECT count(*)::int AS n FROM offline_packs WHERE user_id = ${user.id}`)).toBe(
        0,
      );
    } finally {
      await t.database.db.execute(
        sql`UPDATE categories SET is_premium = false, coins = 0 WHERE id = ${category!.id}`,
      );
    }
    const missing = await post(t.app, 'get_offline_pack', { type: 'subcategory', id: 999_999 }, token);
    expect(missing.body).toMatchObject({ error: true, message: '102' });
  });

  it('make the scope pay nothing to the player who downloaded it, and only to them', async () => {
    const holder = await signUp(t.app, 'Holder');
    const other = await signUp(t.app, 'Other');
    await pack(holder.token, await firstSubcategoryId(holder.token));
    const results: QuizResult[] = [];
    for (const { token } of [holder, other]) {
      const attempt = await startLevel(t.app, token, 1);
      const key = await answerKey(t.database, attempt.attempt_id);
      results.push(
        await ok(
          t.app,
          'set_quiz_coin_score',
          {
            quiz_type: attempt.quiz_type,
            match_id: attempt.attempt_id,
            play_questions: JSON.stringify(playedWith(attempt, key, attempt.questions.length)),
          },
          token,
        ),
      );
    }
    const [held, fresh] = results;
    // The pass still opens level 2 for the holder, but earns no coins and no score.
    expect(held).toMatchObject({
      passed: true,
      unlocked_level: 2,
      earned_coins: 0,
      earned_score: 0,
      pack_held: true,
    });
    expect(fresh!.earned_coins).toBeGreaterThan(0);
    expect(fresh!.pack_held).toBe(false);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM coin_ledger WHERE user_id = ${holder.user.id} AND reason = 'wonQuizZone'`,
      ),
    ).toBe(0);
  });
});

describe('fun & learn packs', () => {
  it('carry the passages their questions are about, and play offline as fun & learn', async () => {
    const { token, user } = await signUp(t.app);
    const [category] = await ok(t.app, 'get_categories', { type: 2 }, token);
    const p = (await ok(
      t.app,
      'get_offline_pack',
      { type: 'category', id: category!.id },
      token,
    )) as OfflinePack;
    expect(p.category_type).toBe(2);
    expect(p.passages.length).toBeGreaterThan(0);
    const passageIds = new Set(p.passages.map((x) => x.id));
    expect(p.questions.every((q) => passageIds.has(q.passage_id))).toBe(true);
    expect(p.passages.every((x) => x.detail.length > 0 && x.title.length > 0)).toBe(true);

    // A passage switched off leaves the pack with its questions, and changes the version.
    const off = p.passages[0]!;
    await t.database.db.execute(sql`UPDATE passages SET status = 0 WHERE id = ${off.id}`);
    try {
      const later = (await ok(
        t.app,
        'get_offline_pack',
        { type: 'category', id: category!.id, version: p.version },
        token,
      )) as OfflinePack;
      expect(later.unchanged).toBe(false);
      expect(later.passages.some((x) => x.id === off.id)).toBe(false);
      expect(later.questions.some((q) => q.passage_id === off.id)).toBe(false);
      // Asked with the current version, nothing is sent again, passages included.
      const same = await ok(
        t.app,
        'get_offline_pack',
        { type: 'category', id: category!.id, version: later.version },
        token,
      );
      expect(same).toMatchObject({ unchanged: true, questions: [], passages: [] });
    } finally {
      await t.database.db.execute(sql`UPDATE passages SET status = 1 WHERE id = ${off.id}`);
    }

    // A passage's quiz played offline comes back as a fun & learn practice game.
    const questionsOf = p.questions.filter((q) => q.passage_id === off.id);
    const result = await ok(
      t.app,
      'set_practice_result',
      {
        client_id: randomUUID(),
        mode: 'fun_n_learn',
        play_questions: JSON.stringify(questionsOf.map((q) => ({ id: q.id, answer: q.answer }))),
        played_at: Date.now(),
      },
      token,
    );
    expect(result).toMatchObject({
      correct_answers: questionsOf.length,
      earned_coins: 0,
      earned_score: 0,
    });
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM attempts WHERE user_id = ${user.id} AND target = 'practice:fun_n_learn'`,
      ),
    ).toBe(1);
  });
});

describe('offline practice results', () => {
  it('are graded by the server, pay nothing, and count once however often they are sent', async () => {
    const { token, user } = await signUp(t.app);
    const p = await pack(token, await firstSubcategoryId(token));
    const before = await ok(t.app, 'get_user_coin_score', {}, token);
    const clientId = randomUUID();
    const body = {
      client_id: clientId,
      mode: 'quiz_zone',
      level: 1,
      play_questions: JSON.stringify(playFromPack(p, 10, 7)),
      played_at: Date.now() - 3_600_000,
      seconds: 95,
    };
    // The outbox's worst case: the same item sent ten times at once, then once more.
    const sent = await Promise.all(
      Array.from({ length: 10 }, () => post(t.app, 'set_practice_result', body, token)),
    );
    for (const r of sent) expect(r.body.error).toBe(false);
    const results = sent.map((r) => (r.body as { data: QuizResult }).data);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    for (const r of results)
      expect(r).toMatchObject({ total_questions: 10, correct_answers: 7, earned_coins: 0, earned_score: 0 });
    const late = await ok(t.app, 'set_practice_result', body, token);
    expect(late).toMatchObject({ replayed: true, correct_answers: 7 });

    expect(await count(sql`SELECT count(*)::int AS n FROM attempts WHERE user_id = ${user.id}`)).toBe(1);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM attempt_answers WHERE attempt_id = ${clientId}`),
    ).toBe(10);
    // Accuracy counts it once; the balance did not move.
    expect(
      await count(sql`SELECT sum(answered)::int AS n FROM category_stats WHERE user_id = ${user.id}`),
    ).toBe(10);
    expect(
      await count(sql`SELECT sum(correct)::int AS n FROM category_stats WHERE user_id = ${user.id}`),
    ).toBe(7);
    const after = await ok(t.app, 'get_user_coin_score', {}, token);
    expect(after).toEqual(before);
  });

  it('accept only questions of a pack the player downloaded, and only their own ids', async () => {
    const a = await signUp(t.app, 'A');
    const b = await signUp(t.app, 'B');
    const p = await pack(a.token, await firstSubcategoryId(a.token));
    const body = (clientId: string) => ({
      client_id: clientId,
      mode: 'self',
      play_questions: JSON.stringify(playFromPack(p, 5, 5)),
      played_at: Date.now(),
    });
    // B never downloaded the pack: a made-up game about its questions is refused.
    expect((await post(t.app, 'set_practice_result', body(randomUUID()), b.token)).body).toMatchObject({
      error: true,
      message: '273',
    });
    // A's game id, sent by B, reveals nothing of A's game.
    const id = randomUUID();
    await ok(t.app, 'set_practice_result', body(id), a.token);
    await ok(t.app, 'get_offline_pack', { type: 'subcategory', id: p.subcategory_id }, b.token);
    expect((await post(t.app, 'set_practice_result', body(id), b.token)).body).toMatchObject({
      error: true,
      message: '204',
    });
    // The same question twice in one game is malformed.
    const twice = JSON.stringify(
      [p.questions[0], p.questions[0]].map((q) => ({ id: q!.id, answer: q!.answer })),
    );
    const dup = await post(
      t.app,
      'set_practice_result',
      { ...body(randomUUID()), play_questions: twice },
      a.token,
    );
    expect(dup.body).toMatchObject({ error: true, message: '103' });
  });
});

describe('bookmarks of pack questions', () => {
  it('are accepted once the pack was downloaded (the pack carried the answer), not before', async () => {
    const { token } = await signUp(t.app);
    const sub = await firstSubcategoryId(token);
    const { rows } = await t.database.db.execute<{ id: number }>(
      sql`SELECT id FROM questions WHERE subcategory_id = ${sub} ORDER BY id LIMIT 1`,
    );
    const questionId = rows[0]!.id;
    const before = await post(
      t.app,
      'set_bookmark',
      { question_id: questionId, status: '1', type: 1 },
      token,
    );
    expect(before.body).toMatchObject({ error: true, message: '271' });
    await pack(token, sub);
    const after = await post(t.app, 'set_bookmark', { question_id: questionId, status: '1', type: 1 }, token);
    expect(after.body).toMatchObject({ error: false });
  });
});
