import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../../contract';
import { auditOf, refused } from './admin-events-support';
import { ok, post, signUp, signUpAdmin, startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await signUpAdmin(t)).token;
});
afterAll(() => t?.close());

const KEY = 'secret-key-7731';
const today = new Date().toISOString().slice(0, 10);
const questions = [
  { kind: 1, question: '2 + 2 = ?', options: ['3', '4', '5'], answer: 1, marks: 2, note: 'Count.' },
  { kind: 2, question: 'The sky is blue.', options: ['True', 'False'], answer: 0, marks: 1, note: '' },
];
const form = (o: Record<string, unknown> = {}) => ({
  title: 'Console exam',
  language_id: 1,
  starts_on: today,
  ends_on: today,
  duration: 30,
  exam_key: KEY,
  rules: 'No phones.',
  answer_again: '1',
  questions: JSON.stringify(questions),
  ...o,
});

describe('admin exams', () => {
  it('creates, lists and edits an exam; the key never appears in any answer or audit row', async () => {
    const bodies: string[] = [];
    const call = async (action: string, fields: Record<string, string | number | undefined>) => {
      const res = await post(t.app, action, fields, admin);
      bodies.push(JSON.stringify(res.body));
      return res.body as { error: boolean; data: Record<string, unknown> };
    };
    const created = await call('admin_save_exam', form());
    expect(created.error).toBe(false);
    expect(created.data).toMatchObject({ key_set: true, questions: 2, total_marks: 3, answer_again: true });
    const id = created.data.id as number;
    expect((created.data.question_items as unknown[])[0]).toMatchObject({ answer: 1, marks: 2 });
    await call('admin_list_exams', { q: 'Console' });
    await call('admin_get_exam', { id });
    // Edited without a key: the key stays as it was, and players still need it.
    const edited = await call('admin_save_exam', form({ id, title: 'Renamed exam', exam_key: undefined }));
    expect(edited.data).toMatchObject({ title: 'Renamed exam', key_set: true });
    const audit = await auditOf(t, 'admin_save_exam', id);
    expect(audit).toHaveLength(2);
    expect(audit[0]!.after).toMatchObject({ key_changed: true, questions: 2 });
    await call('admin_get_audit_log', { target_type: 'exam' });
    for (const body of bodies) expect(body).not.toContain(KEY);
    expect(JSON.stringify(audit)).not.toContain(KEY);

    const player = await signUp(t.app);
    const wrong = await post(
      t.app,
      'get_exam_module_questions',
      { exam_module_id: id, exam_key: 'nope', rules_agreed: '1' },
      player.token,
    );
    expect(wrong.body).toMatchObject({ error: true, message: codes.examKeyInvalid });
    const right = await post(
      t.app,
      'get_exam_module_questions',
      { exam_module_id: id, exam_key: KEY, rules_agreed: '1' },
      player.token,
    );
    expect(right.body.error).toBe(false);
  });

  it('refuses bad input clearly and writes nothing', async () => {
    const before = (await ok(t.app, 'admin_list_exams', {}, admin)).total;
    const noKey = await refused(t, 'admin_save_exam', form({ exam_key: undefined }), admin);
    expect(noKey.message).toBe(codes.examInvalid);
    const backwards = await refused(t, 'admin_save_exam', form({ ends_on: '2000-01-01' }), admin);
    expect(backwards.error_msg).toMatch(/end on or after/);
    const badAnswer = await refused(
      t,
      'admin_save_exam',
      form({ questions: JSON.stringify([{ ...questions[0], answer: 4 }]) }),
      admin,
    );
    expect(badAnswer.error_msg).toMatch(/question 1 has no option 5/);
    const malformed = await refused(t, 'admin_save_exam', form({ questions: '[{"kind":3}]' }), admin);
    expect(malformed.message).toBe(codes.missingField);
    expect((await ok(t.app, 'admin_list_exams', {}, admin)).total).toBe(before);
  });

  it('locks questions and refuses deletion once somebody has taken the exam; deletes an untaken one', async () => {
    const taken = await ok(t.app, 'admin_save_exam', form({ title: 'Taken' }), admin);
    const player = await signUp(t.app);
    await ok(
      t.app,
      'get_exam_module_questions',
      { exam_module_id: taken.id, exam_key: KEY, rules_agreed: '1' },
      player.token,
    );
    const edit = await refused(t, 'admin_save_exam', form({ id: taken.id }), admin);
    expect(edit.message).toBe(codes.examHasAttempts);
    // Its wording and window still change.
    await ok(
      t.app,
      'admin_save_exam',
      form({ id: taken.id, title: 'Taken, renamed', questions: undefined }),
      admin,
    );
    const del = await refused(t, 'admin_delete_exam', { id: taken.id }, admin);
    expect(del.message).toBe(codes.examHasAttempts);
    const results = await ok(t.app, 'admin_get_exam_results', { exam_module_id: taken.id }, admin);
    expect(results).toHaveLength(1);
    expect(results[0]!.exam_title).toBe('Taken, renamed');

    const fresh = await ok(t.app, 'admin_save_exam', form({ title: 'Untaken' }), admin);
    await ok(t.app, 'admin_delete_exam', { id: fresh.id }, admin);
    expect((await refused(t, 'admin_get_exam', { id: fresh.id }, admin)).message).toBe(codes.notFound);
    expect(await auditOf(t, 'admin_delete_exam', fresh.id)).toHaveLength(1);
  });
});
