import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../../contract';
import { auditOf, HOUR, isoIn, refused } from './admin-events-support';
import { contestQuestions, playContest, startContest } from './contest-support';
import { ok, signUp, signUpAdmin, startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await signUpAdmin(t)).token;
});
afterAll(() => t?.close());

const twoQuestions = [
  { question: 'Which planet is red?', options: ['Venus', 'Mars', 'Jupiter'], answer: 1 },
  { type: 'true_false', question: 'Ice is water.', answer: true },
];

const form = (o: Record<string, unknown> = {}) => ({
  name: 'Console contest',
  description: 'Made in the console',
  language_id: 1,
  starts_at: isoIn(HOUR),
  ends_at: isoIn(3 * HOUR),
  entry_fee: 5,
  prizes: JSON.stringify([{ rank: 1, coins: 40 }]),
  questions: JSON.stringify(twoQuestions),
  ...o,
});

describe('admin contests', () => {
  it('creates an upcoming contest, answers it back in the content format, edits it freely before it starts', async () => {
    const created = await ok(t.app, 'admin_save_contest', form(), admin);
    expect(created).toMatchObject({ status: 'upcoming', entry_fee: 5, questions: 2, entries: 0 });
    expect(created.prizes).toEqual([{ rank: 1, coins: 40 }]);
    expect(created.question_items).toEqual([
      { type: 'choice', question: 'Which planet is red?', options: ['Venus', 'Mars', 'Jupiter'], answer: 1 },
      { type: 'true_false', question: 'Ice is water.', answer: true },
    ]);
    expect(await auditOf(t, 'admin_save_contest', created.id)).toHaveLength(1);

    const edited = await ok(
      t.app,
      'admin_save_contest',
      form({
        id: created.id,
        name: 'Renamed',
        entry_fee: 0,
        questions: JSON.stringify(contestQuestions),
        prizes: JSON.stringify([
          { rank: 1, coins: 10 },
          { rank: 2, coins: 5 },
        ]),
      }),
      admin,
    );
    expect(edited).toMatchObject({ name: 'Renamed', entry_fee: 0, questions: 4 });
    expect(edited.prizes).toHaveLength(2);
    const audit = await auditOf(t, 'admin_save_contest', created.id);
    expect(audit).toHaveLength(2);
    expect(audit[1]!.before).toMatchObject({ name: 'Console contest', entry_fee: 5 });
    expect(audit[1]!.after).toMatchObject({ name: 'Renamed', entry_fee: 0, questions: 4 });
    // The replaced questions went with their hidden category: only the new four remain.
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM questions q JOIN contests c ON c.category_id = q.category_id WHERE c.id = ${created.id}`,
    );
    expect(rows[0]!.n).toBe(4);

    const listed = await ok(t.app, 'admin_list_contests', { status: 'upcoming', q: 'Renamed' }, admin);
    expect(listed.rows.map((r) => r.id)).toContain(created.id);
    const live = await ok(t.app, 'admin_list_contests', { status: 'live', q: 'Renamed' }, admin);
    expect(live.rows.map((r) => r.id)).not.toContain(created.id);
  });

  it('refuses bad input with a clear error and writes nothing', async () => {
    const before = await ok(t.app, 'admin_list_contests', {}, admin);
    const backwards = await refused(
      t,
      'admin_save_contest',
      form({ name: 'Backwards', ends_at: isoIn(HOUR / 2) }),
      admin,
    );
    expect(backwards.message).toBe(codes.contestInvalid);
    expect(backwards.error_msg).toMatch(/end after it starts/);
    const badQuestion = await refused(
      t,
      'admin_save_contest',
      form({ questions: JSON.stringify([{ question: 'One option?', options: ['Only'], answer: 0 }]) }),
      admin,
    );
    expect(badQuestion.message).toBe(codes.contestInvalid);
    const missing = await refused(t, 'admin_save_contest', form({ questions: undefined }), admin);
    expect(missing.error_msg).toMatch(/questions/);
    expect((await ok(t.app, 'admin_list_contests', {}, admin)).total).toBe(before.total);
  });

  it('locks a started contest: only name, description, image and a later end change', async () => {
    const c = await ok(t.app, 'admin_save_contest', form({ starts_at: isoIn(-HOUR), entry_fee: 0 }), admin);
    expect(c.status).toBe('live');
    const base = { id: c.id, name: c.name, starts_at: c.starts_at, ends_at: c.ends_at };
    for (const change of [
      { entry_fee: 3 },
      { prizes: JSON.stringify([{ rank: 1, coins: 999 }]) },
      { questions: JSON.stringify(twoQuestions) },
      { starts_at: isoIn(-2 * HOUR) },
      { ends_at: isoIn(HOUR) },
      { language_id: 2 },
    ]) {
      const res = await refused(t, 'admin_save_contest', { ...base, ...change }, admin);
      expect(res.message, JSON.stringify(change)).toBe(codes.contestLocked);
    }
    const later = isoIn(5 * HOUR);
    const saved = await ok(
      t.app,
      'admin_save_contest',
      { ...base, name: 'Still live', description: 'New words', ends_at: later, entry_fee: 0 },
      admin,
    );
    expect(saved).toMatchObject({
      name: 'Still live',
      description: 'New words',
      ends_at: later,
      questions: 2,
    });
    expect(saved.prizes).toEqual([{ rank: 1, coins: 40 }]);
  });

  it('deletes a contest nobody entered, refuses one with entries, and shows the board', async () => {
    const empty = await ok(t.app, 'admin_save_contest', form({ name: 'To delete' }), admin);
    await ok(t.app, 'admin_delete_contest', { id: empty.id }, admin);
    expect((await refused(t, 'admin_get_contest', { id: empty.id }, admin)).message).toBe(codes.notFound);
    expect(await auditOf(t, 'admin_delete_contest', empty.id)).toHaveLength(1);

    const played = await ok(
      t.app,
      'admin_save_contest',
      form({ starts_at: isoIn(-HOUR), entry_fee: 0 }),
      admin,
    );
    const player = await signUp(t.app, 'Entrant');
    const started = await startContest(t, player.token, played.id);
    await playContest(t, player.token, started.body.data as never, 2);
    const res = await refused(t, 'admin_delete_contest', { id: played.id }, admin);
    expect(res.message).toBe(codes.contestHasEntries);
    expect((await ok(t.app, 'admin_get_contest', { id: played.id }, admin)).entries).toBe(1);
    const listed = await ok(t.app, 'admin_list_contests', { q: played.name }, admin);
    expect(listed.rows.find((r) => r.id === played.id)).toMatchObject({ entries: 1, questions: 2 });
    const board = await ok(t.app, 'get_contest_leaderboard', { contest_id: played.id }, admin);
    expect(board.data.map((r) => r.name)).toContain('Entrant');
  });

  it('keeps admin_create_contest working for the command line', async () => {
    const made = await ok(t.app, 'admin_create_contest', { ...form(), entry_fee: 0, description: '' }, admin);
    expect(made.questions).toBe(2);
  });
});
