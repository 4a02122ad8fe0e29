import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, post, signUp, startTestApp, type TestApp } from './harness';
import { answerKey, startLevel } from './play-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const bookmark = (token: string, questionId: number, status = '1') =>
  post(t.app, 'set_bookmark', { question_id: questionId, status, type: 1 }, token);

describe('bookmarks hold only what the player was shown', () => {
  it('10 battle questions bookmarked before the game starts: every one refused, 0 answers come back', async () => {
    const { token } = await signUp(t.app);
    const room = await ok(t.app, 'create_room', { room_type: 'friend', entry_coin: 5, no_of_que: 10 }, token);
    expect(room.questions).toHaveLength(10);
    for (const q of room.questions) {
      const res = await bookmark(token, q.id);
      expect(res.body, `question ${q.id}`).toMatchObject({ error: true, message: '271' });
    }
    expect((await ok(t.app, 'get_bookmark', { type: 1 }, token)).length).toBe(0);
    const quiz = await post(t.app, 'get_bookmark_quiz', { type: 1 }, token);
    expect(quiz.body).toMatchObject({ error: true, message: '102' });
  });

  it("a locked premium category's question is refused, and never served from an older row", async () => {
    const { token, user } = await signUp(t.app);
    const { rows } = await t.database.db.execute<{ id: number }>(sql`
      SELECT q.id FROM questions q JOIN categories c ON c.id = q.category_id WHERE c.is_premium LIMIT 1`);
    const premium = rows[0]!.id;
    expect((await bookmark(token, premium)).body).toMatchObject({ error: true, message: '203' });
    // A row stored before the rule (or before the category became premium) is not served either.
    await t.database.db.execute(
      sql`INSERT INTO bookmarks (user_id, question_id, type) VALUES (${user.id}, ${premium}, 1)`,
    );
    expect((await ok(t.app, 'get_bookmark', { type: 1 }, token)).map((b) => b.id)).not.toContain(premium);
    expect((await post(t.app, 'get_bookmark_quiz', { type: 1 }, token)).body).toMatchObject({ error: true });
    // Removing it is always allowed.
    expect((await bookmark(token, premium, '0')).body).toMatchObject({ error: false });
  });

  it('a practice question can be bookmarked once answered, then listed and replayed', async () => {
    const { token } = await signUp(t.app);
    const attempt = await startLevel(t.app, token);
    const [first, second] = attempt.questions;
    const key = await answerKey(t.database, attempt.attempt_id);
    // Not answered yet: its answer was not shown, so it cannot be bookmarked.
    expect((await bookmark(token, first!.id)).body).toMatchObject({ error: true, message: '271' });
    await ok(
      t.app,
      'answer_question',
      { attempt_id: attempt.attempt_id, question_id: first!.id, answer: key.get(first!.id)! },
      token,
    );
    expect((await bookmark(token, first!.id)).body).toMatchObject({ error: false });
    expect((await bookmark(token, second!.id)).body).toMatchObject({ error: true, message: '271' });

    expect((await ok(t.app, 'get_bookmark', { type: 1 }, token)).map((b) => b.id)).toEqual([first!.id]);
    const replay = await ok(t.app, 'get_bookmark_quiz', { type: 1 }, token);
    expect(replay.questions.map((q) => q.id)).toEqual([first!.id]);
  });
});
