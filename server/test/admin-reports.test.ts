import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, type ReportGroup } from '../../contract';
import { ok, post, signUp, signUpAdmin, startTestApp, type TestApp } from './harness';

/** Question reports in the console (issue 17): grouped by question, resolved or dismissed, audited. */
let t: TestApp;
let editor: string;
let editorId: number;
let questionIds: number[];
beforeAll(async () => {
  t = await startTestApp();
  const e = await signUpAdmin(t, 'editor');
  editor = e.token;
  editorId = e.user.id;
  const player = await signUp(t.app, 'Reporter');
  const attempt = await ok(t.app, 'get_questions_by_type', { type: 2 }, player.token);
  questionIds = attempt.questions.slice(0, 2).map((q) => q.id);
});
afterAll(() => t.close());

const report = async (token: string, questionId: number, message: string) =>
  ok(t.app, 'report_question', { question_id: questionId, message }, token);

const auditRows = async (targetId: string) =>
  (
    await t.database.db.execute<{ action: string; actor_id: number; after: { status: string } }>(
      sql`SELECT action, actor_id, after FROM audit_log WHERE target_type = 'report' AND target_id = ${targetId}`,
    )
  ).rows;

describe('admin_list_reports', () => {
  it('groups the reports of a question, newest first, with the reporters and the question', async () => {
    const [first, second] = questionIds as [number, number];
    const a = await signUp(t.app, 'Alice');
    const b = await signUp(t.app, 'Bob');
    await report(a.token, first, 'Two answers are right');
    await report(b.token, first, 'The spelling is wrong');
    await report(a.token, second, 'Outdated');
    const page = await ok(t.app, 'admin_list_reports', { status: 'open', q: '' }, editor);
    const group = page.rows.find((g) => g.question_id === first) as ReportGroup;
    expect(group.count).toBe(2);
    expect(group.question.length).toBeGreaterThan(0);
    expect(group.category.length).toBeGreaterThan(0);
    expect(group.mode).toBe('quiz_zone');
    expect(group.reports.map((r) => [r.user_name, r.message, r.status])).toEqual([
      ['Bob', 'The spelling is wrong', 'open'],
      ['Alice', 'Two answers are right', 'open'],
    ]);
    // Sorted by how many reports, most first; paged on the server.
    const byCount = await ok(t.app, 'admin_list_reports', { sort: 'count', limit: 1 }, editor);
    expect(byCount.rows).toHaveLength(1);
    expect(byCount.rows[0]?.question_id).toBe(first);
    expect(byCount.total).toBeGreaterThanOrEqual(2);
    // Searching the reasons.
    const found = await ok(t.app, 'admin_list_reports', { q: 'outdated' }, editor);
    expect(found.rows.map((g) => g.question_id)).toEqual([second]);
  });

  it('refuses an unknown status or sort', async () => {
    expect((await post(t.app, 'admin_list_reports', { status: 'lost' }, editor)).status).toBe(400);
    expect((await post(t.app, 'admin_list_reports', { sort: 'name' }, editor)).status).toBe(400);
  });
});

describe('admin_resolve_reports', () => {
  it('resolves the open reports of a question once, with a note and an audit row', async () => {
    const [first] = questionIds as [number];
    const before = await ok(t.app, 'admin_list_reports', { status: 'open' }, editor);
    const open = before.rows.find((g) => g.question_id === first)?.count ?? 0;
    expect(open).toBeGreaterThan(0);
    const done = await ok(
      t.app,
      'admin_resolve_reports',
      { question_id: first, status: 'resolved', note: 'Fixed the options' },
      editor,
    );
    expect(done.updated).toBe(open);
    // A double click finds nothing left to handle, and says so.
    const again = await post(
      t.app,
      'admin_resolve_reports',
      { question_id: first, status: 'resolved' },
      editor,
    );
    expect(again.body.message).toBe(codes.noReportsToResolve);
    const resolved = await ok(t.app, 'admin_list_reports', { status: 'resolved' }, editor);
    const group = resolved.rows.find((g) => g.question_id === first);
    expect(group?.reports.every((r) => r.status === 'resolved' && r.note === 'Fixed the options')).toBe(true);
    expect(group?.reports[0]?.handled_by).toBe('Editor');
    const audit = await auditRows(String(first));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'admin_resolve_reports', actor_id: editorId });
    expect(audit[0]?.after.status).toBe('resolved');
    expect(
      (await ok(t.app, 'admin_list_reports', { status: 'open' }, editor)).rows.map((g) => g.question_id),
    ).not.toContain(first);
  });

  it('dismisses listed reports; a player reporting again opens a new one', async () => {
    const [, second] = questionIds as [number, number];
    const page = await ok(t.app, 'admin_list_reports', { status: 'open' }, editor);
    const ids = page.rows.find((g) => g.question_id === second)?.reports.map((r) => r.id) ?? [];
    expect(ids.length).toBe(1);
    const done = await ok(
      t.app,
      'admin_resolve_reports',
      { report_ids: JSON.stringify(ids), status: 'dismissed' },
      editor,
    );
    expect(done.updated).toBe(1);
    const reporter = await t.database.db.execute<{ user_id: number }>(
      sql`SELECT user_id FROM question_reports WHERE id = ${ids[0]}`,
    );
    // Exactly one report per player and question: reporting again reopens the same row.
    const token = (await signUp(t.app)).token;
    await report(token, second, 'Another player');
    const count = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM question_reports WHERE question_id = ${second} AND user_id = ${reporter.rows[0]?.user_id}`,
    );
    expect(count.rows[0]?.n).toBe(1);
    const reopened = await ok(t.app, 'admin_list_reports', { status: 'open' }, editor);
    expect(reopened.rows.find((g) => g.question_id === second)?.count).toBe(1);
  });

  it('refuses a request naming nothing, a bad status or bad ids, and writes nothing', async () => {
    const nothing = await post(t.app, 'admin_resolve_reports', { status: 'resolved' }, editor);
    expect(nothing.body).toMatchObject({ error: true, message: codes.missingField });
    const status = await post(
      t.app,
      'admin_resolve_reports',
      { question_id: questionIds[1], status: 'open' },
      editor,
    );
    expect(status.status).toBe(400);
    const ids = await post(
      t.app,
      'admin_resolve_reports',
      { report_ids: '[0,"x"]', status: 'resolved' },
      editor,
    );
    expect(ids.status).toBe(400);
    const open = await ok(t.app, 'admin_list_reports', { status: 'open' }, editor);
    expect(open.rows.some((g) => g.question_id === questionIds[1])).toBe(true);
  });
});
