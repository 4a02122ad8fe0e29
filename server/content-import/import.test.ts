import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, signUp, startTestApp, type TestApp } from '../test/harness';
import { importContent, readContent } from './import-content';

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);
const read = (name: string) => readFile(fixture(name), 'utf8');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const count = async (table: 'questions' | 'categories') =>
  (await t.database.db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))).rows[0]!.n;

describe('content import', () => {
  it('imports a CSV into new categories a player can open, and adds nothing the second time', async () => {
    const before = await count('questions');
    const first = await importContent(t.database.db, 'good.csv', await read('good.csv'));
    expect(first).toEqual({ ok: true, stats: { categories: 1, subcategories: 1, questions: 3, skipped: 0 } });
    const again = await importContent(t.database.db, 'good.csv', await read('good.csv'));
    expect(again).toEqual({ ok: true, stats: { categories: 0, subcategories: 0, questions: 0, skipped: 3 } });
    expect(await count('questions')).toBe(before + 3);

    const { token } = await signUp(t.app);
    const categories = await ok(t.app, 'get_categories', { type: 1 }, token);
    expect(categories.at(-1)).toMatchObject({ slug: 'board-games', no_of_que: 3 });
    const subs = await ok(t.app, 'get_subcategory_by_maincategory', { category_slug: 'board-games' }, token);
    expect(subs.map((s) => s.slug)).toEqual(['chess']);
    const attempt = await ok(
      t.app,
      'get_questions_by_level',
      { category: 'board-games', subcategory: 'chess', level: 1 },
      token,
    );
    expect(attempt.questions.map((q) => q.question).sort()).toEqual([
      'How many squares are on a chessboard?',
      'Which chess piece can only move diagonally?',
    ]);
  });

  it('adds new categories, subcategories and passages after the existing ones and finds them again', async () => {
    const q = (question: string) => ({ question, options: ['One', 'Two'], answer: 0 });
    const quiz = (categories: object[]) => JSON.stringify({ language: 'en', mode: 'quiz_zone', categories });
    const orders = async (
      table: 'categories' | 'subcategories' | 'passages',
      column: string,
      names: string[],
    ) =>
      (
        await t.database.db.execute<{ name: string; row_order: number; n: number }>(
          sql.raw(
            `SELECT ${column} AS name, min(row_order)::int AS row_order, count(*)::int AS n FROM ${table}
              WHERE ${column} IN (${names.map((n) => `'${n}'`).join(', ')}) GROUP BY ${column} ORDER BY 2`,
          ),
        )
      ).rows;
    const [last] = (
      await t.database.db.execute<{ n: number }>(
        sql`SELECT max(row_order)::int AS n FROM categories WHERE type = 1 AND language_id = (SELECT id FROM languages WHERE code = 'en')`,
      )
    ).rows;
    const first = await importContent(
      t.database.db,
      'first.json',
      quiz([
        {
          name: 'Zeta Test',
          slug: 'zeta-test',
          subcategories: [{ name: 'Zeta One', slug: 'zeta-one', levels: [[q('Zeta 1?')]] }],
        },
        { name: 'Alpha Test', slug: 'alpha-test', questions: [q('Alpha 1?')] },
      ]),
    );
    expect(first).toEqual({ ok: true, stats: { categories: 2, subcategories: 1, questions: 2, skipped: 0 } });
    // In the file's order, after the language's last category of the mode.
    expect(await orders('categories', 'slug', ['zeta-test', 'alpha-test'])).toEqual([
      { name: 'zeta-test', row_order: last!.n + 1, n: 1 },
      { name: 'alpha-test', row_order: last!.n + 2, n: 1 },
    ]);

    const second = await importContent(
      t.database.db,
      'second.json',
      quiz([
        {
          name: 'Zeta Test',
          slug: 'zeta-test',
          subcategories: [
            { name: 'Zeta Two', slug: 'zeta-two', levels: [[q('Zeta 2?')]] },
            { name: 'Zeta One', slug: 'zeta-one', levels: [[q('Zeta 1?'), q('Zeta 3?')]] },
          ],
        },
      ]),
    );
    expect(second).toEqual({
      ok: true,
      stats: { categories: 0, subcategories: 1, questions: 2, skipped: 1 },
    });
    expect(await orders('subcategories', 'slug', ['zeta-one', 'zeta-two'])).toEqual([
      { name: 'zeta-one', row_order: 1, n: 1 },
      { name: 'zeta-two', row_order: 2, n: 1 },
    ]);

    // Fun & learn: a passage is found again by its title in its category; its new question joins it.
    const passage = (questions: object[]) =>
      JSON.stringify({
        language: 'en',
        mode: 'fun_and_learn',
        categories: [
          {
            name: 'Passage Test',
            slug: 'passage-test',
            passages: [
              { title: 'First Read', detail: '<p>One</p>', questions },
              { title: 'Second Read', detail: '<p>Two</p>', questions: [q('Read 2?')] },
            ],
          },
        ],
      });
    const read1 = await importContent(t.database.db, 'passage.json', passage([q('Read 1?')]));
    expect(read1).toMatchObject({ ok: true, stats: { categories: 1, questions: 2 } });
    const read2 = await importContent(t.database.db, 'passage.json', passage([q('Read 1?'), q('Read 3?')]));
    expect(read2).toEqual({ ok: true, stats: { categories: 0, subcategories: 0, questions: 1, skipped: 2 } });
    expect(await orders('passages', 'title', ['First Read', 'Second Read'])).toEqual([
      { name: 'First Read', row_order: 1, n: 1 },
      { name: 'Second Read', row_order: 2, n: 1 },
    ]);
    const { rows } = await t.database.db.execute<{ title: string; n: number }>(sql`
      SELECT p.title, count(*)::int AS n FROM questions q JOIN passages p ON p.id = q.passage_id
       WHERE p.title IN ('First Read', 'Second Read') GROUP BY p.title ORDER BY p.title`);
    expect(rows).toEqual([
      { title: 'First Read', n: 2 },
      { title: 'Second Read', n: 1 },
    ]);
  });

  it('lists every problem of a bad CSV by line and imports nothing', async () => {
    const before = await count('questions');
    const outcome = await importContent(t.database.db, 'bad.csv', await read('bad.csv'));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.issues).toEqual([
      { line: 2, message: 'the answer is not one of the options' },
      { line: 3, message: 'level "two" is not a whole number' },
      { line: 3, message: 'the level must be a whole number from 1' },
      { line: 3, message: 'two options are the same' },
      { line: 4, message: 'the same question is on line 2' },
    ]);
    expect(await count('questions')).toBe(before);
  });

  it('points at the line of each bad question in our JSON format', async () => {
    const { issues } = readContent('bad.json', await read('bad.json'));
    expect(issues).toEqual([
      { line: 12, message: 'the answer is not one of the options' },
      { line: 13, message: expect.stringContaining('categories.0.subcategories.0.levels.0.2.options') },
    ]);
    const broken = readContent('broken.json', '{\n  "categories": [\n    { "name": "x", }\n  ]\n}');
    expect(broken.issues[0]).toMatchObject({ line: 3, message: expect.stringContaining('not valid JSON') });
  });

  it('refuses media that is not an http(s) URL or a relative path: the file imports nothing', async () => {
    const before = await count('questions');
    const hostile = JSON.stringify(
      {
        mode: 'fun_and_learn',
        categories: [
          {
            name: 'Tricks',
            image: 'javascript:alert(1)',
            passages: [
              {
                title: 'A video',
                detail: 'Watch it',
                video: 'javascript:alert(document.cookie)',
                questions: [
                  { type: 'true_false', question: 'Safe?', answer: true, image: '//evil.example/x.png' },
                ],
              },
            ],
          },
        ],
      },
      null,
      2,
    );
    const result = await importContent(t.database.db, 'hostile.json', hostile);
    expect(result.ok).toBe(false);
    const messages = (result.ok ? [] : result.issues).map((i) => i.message).join('\n');
    expect(messages).toContain('categories.0.image');
    expect(messages).toContain('must be an http(s) URL');
    // With a harmless image, the passage's video and the question's protocol-relative image are refused.
    const video = await importContent(
      t.database.db,
      'video.json',
      hostile.replace('javascript:alert(1)', 'tricks.png'),
    );
    expect(video.ok).toBe(false);
    const videoMessages = (video.ok ? [] : video.issues).map((i) => i.message).join('\n');
    expect(videoMessages).toMatch(/video.*must be an http\(s\) URL/);
    expect(await count('questions')).toBe(before);

    const fine = readContent(
      'fine.json',
      JSON.stringify({
        categories: [
          {
            name: 'Pictures',
            image: 'https://cdn.example/pictures.png',
            questions: [{ type: 'true_false', question: 'Seen?', answer: true, image: 'pictures/one.webp' }],
          },
        ],
      }),
    );
    expect(fine.issues).toEqual([]);
  });

  it('reads the Open Trivia DB format: entities decoded, true/false kept, difficulty as level', async () => {
    const { questions, issues } = readContent('opentdb.json', await read('opentdb.json'));
    expect(issues).toEqual([]);
    expect(questions.map((q) => [q.question, q.level, q.options[q.answers[0]!], q.options.length])).toEqual([
      ['Which company first published "Monopoly" in 1935?', 2, 'Parker Brothers', 4],
      ['A standard chess set has 32 pieces.', 1, 'True', 2],
    ]);
    expect(questions[0]!.category).toMatchObject({
      name: 'Entertainment: Board Games',
      slug: 'entertainment-board-games',
    });
  });
});

describe('npm run content:import', () => {
  it('imports a good file and refuses a bad one with line numbers, from the command line', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'openquiz-import-'));
    const run = (file: string) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/content-import.ts', file], {
        cwd: path.join(import.meta.dirname, '..', '..'),
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      });
    try {
      const good = await run(fixture('opentdb.json'));
      expect(good.stdout).toContain(
        'Imported 2 questions (1 new categories, 0 new subcategories); 0 already there.',
      );
      const bad = await run(fixture('bad.csv')).then(
        () => null,
        (err: { code: number; stderr: string }) => err,
      );
      expect(bad?.code).toBe(1);
      expect(bad?.stderr).toContain('nothing imported, 5 problem(s)');
      expect(bad?.stderr).toContain('line 4: the same question is on line 2');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
