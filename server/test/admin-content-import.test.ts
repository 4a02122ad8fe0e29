import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, type ImportPreview } from '../../contract';
import { ok, signUpAdmin, startTestApp, type TestApp } from './harness';
import { auditCount, demoCategory, postFile, questionCount } from './content-support';

/** Import and export in the console (issue 17): a dry run writes nothing, a real run all or nothing. */
let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await startTestApp();
  editor = (await signUpAdmin(t, 'editor')).token;
});
afterAll(() => t.close());

const importFile = (name: string, text: string, fields: Record<string, string | number> = {}) =>
  postFile(t.app, 'admin_import_content', { file_name: name, ...fields }, { name, bytes: text }, editor);
const preview = (res: Awaited<ReturnType<typeof importFile>>) => {
  if (res.body.error) throw new Error(JSON.stringify(res.body));
  return res.body.data as ImportPreview;
};

const CSV = [
  'category,question,option_a,option_b,option_c,answer,level',
  'Console Test,What is 2+2?,3,4,5,b,1',
  'Console Test,Which is a colour?,Red,Dog,,Red,1',
  'Console Test,Capital of Italy?,Rome,Milan,Turin,a,2',
].join('\n');

describe('admin_import_content', () => {
  it('a dry run previews counts and the first rows and writes nothing', async () => {
    const count = await questionCount(t);
    const data = preview(await importFile('q.csv', CSV, { dry_run: 1 }));
    expect(data).toMatchObject({ dry_run: true, questions: 3, issues: [], written: null });
    expect(data.groups).toEqual([{ mode: 'quiz_zone', category: 'Console Test', questions: 3 }]);
    expect(data.sample.map((s) => [s.line, s.question])).toEqual([
      [2, 'What is 2+2?'],
      [3, 'Which is a colour?'],
      [4, 'Capital of Italy?'],
    ]);
    expect(await questionCount(t)).toBe(count);
    expect(await auditCount(t, 'admin_import_content')).toBe(0);
  });

  it('reports every problem by its line; a real run of a bad file writes nothing', async () => {
    const bad = `${CSV}\nConsole Test,Broken?,same,same,,a,1\nConsole Test,,x,y,,a,x`;
    const dry = preview(await importFile('bad.csv', bad, { dry_run: 1 }));
    expect(dry.issues.map((i) => i.line)).toEqual([5, 6, 6, 6]);
    expect(dry.issues.map((i) => i.message)).toContain('two options are the same');
    const count = await questionCount(t);
    const real = await importFile('bad.csv', bad);
    expect(real.body.message).toBe(codes.importInvalid);
    expect(await questionCount(t)).toBe(count);
    const json =
      '{\n  "mode": "quiz_zone",\n  "categories": [\n    { "name": "X", "questions": [ { "question": "Q", "options": ["a"], "answer": 0 } ] }\n  ]\n}';
    const jsonIssues = preview(await importFile('bad.json', json, { dry_run: 1 })).issues;
    expect(jsonIssues).toEqual([{ line: 4, message: 'a choice question needs 2 to 5 options' }]);
    const broken = preview(await importFile('broken.json', '{ "categories": [ }', { dry_run: 1 })).issues;
    expect(broken[0]!.message).toMatch(/not valid JSON/);
  });

  it('a real run writes the whole file in one transaction, audits once with counts, moves the version', async () => {
    const before = await questionCount(t);
    const v0 = (await ok(t.app, 'admin_question_scopes', {}, editor)).content_version;
    const data = preview(await importFile('q.csv', CSV));
    expect(data.written).toEqual({ categories: 1, subcategories: 0, questions: 3, skipped: 0 });
    expect(data.content_version).toBe(v0 + 1);
    expect(await questionCount(t)).toBe(before + 3);
    expect(await auditCount(t, 'admin_import_content')).toBe(1);
    // Again: everything is there already.
    expect(preview(await importFile('q.csv', CSV)).written).toMatchObject({ questions: 0, skipped: 3 });
  });

  it('reads Open Trivia DB answers', async () => {
    const openTdb = JSON.stringify({
      response_code: 0,
      results: [
        {
          type: 'multiple',
          difficulty: 'easy',
          category: 'Science &amp; Nature',
          question: 'What is H&#039;s symbol?',
          correct_answer: 'H',
          incorrect_answers: ['He', 'Hy', 'Ho'],
        },
        {
          type: 'boolean',
          difficulty: 'hard',
          category: 'History',
          question: 'Rome fell in 476.',
          correct_answer: 'True',
          incorrect_answers: ['False'],
        },
      ],
    });
    const data = preview(await importFile('opentdb.json', openTdb, { dry_run: 1 }));
    expect(data.groups.map((g) => g.category)).toEqual(['Science & Nature', 'History']);
    expect(data.sample.map((s) => [s.kind, s.level])).toEqual([
      ['choice', 1],
      ['true_false', 3],
    ]);
  });
});

describe('admin_export_content', () => {
  it('exports in the import format: deleted questions import back the same', async () => {
    const arithmetic = await demoCategory(t, 5, 'arithmetic');
    const english = (await ok(t.app, 'admin_question_scopes', {}, editor)).languages.find(
      (l) => l.code === 'en',
    )!;
    const first = await ok(
      t.app,
      'admin_export_content',
      { mode: 'maths', language_id: english.id, category_id: arithmetic },
      editor,
    );
    expect(first.file_name).toBe('arithmetic.en.json');
    expect(first.questions).toBeGreaterThan(10);
    const listed = await ok(t.app, 'admin_list_questions', { category_id: arithmetic, limit: 200 }, editor);
    expect(listed.total).toBe(first.questions);
    await ok(t.app, 'admin_delete_questions', { ids: JSON.stringify(listed.rows.map((r) => r.id)) }, editor);
    const text = JSON.stringify(first.content, null, 2);
    const back = preview(await importFile(first.file_name, text));
    expect(back.written).toMatchObject({ questions: first.questions, skipped: 0 });
    const again = await ok(
      t.app,
      'admin_export_content',
      { mode: 'maths', language_id: english.id, category_id: arithmetic },
      editor,
    );
    expect(again.content).toEqual(first.content);
  });

  it('exports a whole mode of a language, every kind of it', async () => {
    const english = (await ok(t.app, 'admin_question_scopes', {}, editor)).languages.find(
      (l) => l.code === 'en',
    )!;
    for (const mode of ['quiz_zone', 'fun_and_learn', 'guess_the_word', 'audio', 'multi_match'] as const) {
      const file = await ok(t.app, 'admin_export_content', { mode, language_id: english.id }, editor);
      const dry = preview(await importFile(file.file_name, JSON.stringify(file.content), { dry_run: 1 }));
      expect([mode, dry.issues]).toEqual([mode, []]);
      expect(dry.questions).toBe(file.questions);
    }
  });
});

describe('admin_bump_content_version', () => {
  it('moves the public version by one and audits it', async () => {
    const v0 = (await ok(t.app, 'admin_question_scopes', {}, editor)).content_version;
    expect(await ok(t.app, 'admin_bump_content_version', {}, editor)).toEqual({ content_version: v0 + 1 });
    expect(await auditCount(t, 'admin_bump_content_version')).toBe(1);
    const config = (await ok(t.app, 'get_system_configurations', {})) as Record<string, unknown>;
    expect(Number(config.content_version)).toBe(v0 + 1);
  });
});
