import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../../contract';
import { ok, post, signUp, signUpAdmin, startTestApp, type Fields, type TestApp } from './harness';
import { auditCount, demoCategory, postFile, questionCount } from './content-support';

/** The console's question editor (issue 17): every kind by the importer's rules, audited, versioned. */
let t: TestApp;
let editor: string;
let player: string;
let maths: number;
let quiz: number;
beforeAll(async () => {
  t = await startTestApp();
  editor = (await signUpAdmin(t, 'editor')).token;
  player = (await signUp(t.app, 'Player')).token;
  maths = await demoCategory(t, 5, 'arithmetic');
  quiz = await demoCategory(t, 1, 'general-knowledge');
});
afterAll(() => t.close());

const save = (fields: Fields) => post(t.app, 'admin_save_question', fields, editor);
const version = async () => (await ok(t.app, 'admin_question_scopes', {}, editor)).content_version;
const json = (v: unknown) => JSON.stringify(v);

describe('admin_save_question', () => {
  it('creates a maths question, audits it, moves the content version and refreshes the catalogue at once', async () => {
    const before = await ok(t.app, 'get_categories', { type: 5 }, player);
    const count = before.find((c) => c.id === maths)!.no_of_que;
    const v0 = await version();
    const saved = await ok(
      t.app,
      'admin_save_question',
      {
        category_id: maths,
        kind: 'choice',
        question: 'What is $\\frac{1}{2} + \\frac{1}{4}$?',
        options: json(['$\\frac{3}{4}$', '$\\frac{2}{6}$', '$1$']),
        answers: json([0]),
        note: 'Quarters: $\\frac{2}{4} + \\frac{1}{4}$',
      },
      editor,
    );
    expect(saved).toMatchObject({ kind: 'choice', type: 5, category_id: maths, answers: [0], level: 0 });
    expect(saved.options).toEqual(['$\\frac{3}{4}$', '$\\frac{2}{6}$', '$1$']);
    expect(await version()).toBe(v0 + 1);
    expect(await auditCount(t, 'admin_save_question')).toBe(1);
    // No wait for the catalogue's few seconds: the write cleared it.
    const after = await ok(t.app, 'get_categories', { type: 5 }, player);
    expect(after.find((c) => c.id === maths)!.no_of_que).toBe(count + 1);
    const settings = await ok(t.app, 'get_system_configurations', {});
    expect(Number((settings as Record<string, unknown>).content_version)).toBe(v0 + 1);
  });

  it('stores each kind in its shape and reads it back for the form', async () => {
    const tf = await ok(
      t.app,
      'admin_save_question',
      { category_id: quiz, kind: 'true_false', question: 'The Sun is a star.', answers: json([0]) },
      editor,
    );
    expect(tf).toMatchObject({ kind: 'true_false', options: ['True', 'False'], answers: [0] });
    const word = await ok(
      t.app,
      'admin_save_question',
      {
        category_id: await firstOfType(3),
        kind: 'guess_the_word',
        question: 'Big striped cat',
        word: 'tiger',
      },
      editor,
    );
    expect(word).toMatchObject({ kind: 'guess_the_word', word: 'TIGER' });
    const multi = await firstOfType(6);
    const sequence = await ok(
      t.app,
      'admin_save_question',
      {
        category_id: multi,
        kind: 'sequence',
        level: 1,
        question: 'Order by size',
        options: json(['ant', 'cat', 'horse']),
      },
      editor,
    );
    expect(sequence).toMatchObject({ options: ['ant', 'cat', 'horse'], answers: [0, 1, 2] });
    const match = await ok(
      t.app,
      'admin_save_question',
      {
        category_id: multi,
        kind: 'match',
        level: 1,
        question: 'Match the capitals',
        options: json(['France', 'Italy', 'Spain']),
        pairs: json(['Paris', 'Rome', 'Madrid']),
      },
      editor,
    );
    expect(match).toMatchObject({
      options: ['France', 'Italy', 'Spain'],
      pairs: ['Paris', 'Rome', 'Madrid'],
    });
    const select = await ok(
      t.app,
      'admin_save_question',
      {
        category_id: multi,
        kind: 'multi_select',
        level: 2,
        question: 'Prime numbers?',
        options: json(['2', '4', '5', '9']),
        answers: json([2, 0]),
      },
      editor,
    );
    expect(select.answers).toEqual([0, 2]);
  });

  it('refuses each kind’s bad input with the field it is about, and writes nothing', async () => {
    const count = await questionCount(t);
    const audits = await auditCount(t, 'admin_save_question');
    const multi = await firstOfType(6);
    const bad: [Fields, string][] = [
      [
        { category_id: quiz, kind: 'choice', question: 'Q?', options: json(['a', 'b']), answers: json([3]) },
        'answers',
      ],
      [
        { category_id: quiz, kind: 'choice', question: 'Q?', options: json(['a', 'a']), answers: json([0]) },
        'options',
      ],
      [
        { category_id: quiz, kind: 'choice', question: 'Q?', options: json(['a']), answers: json([0]) },
        'options',
      ],
      [{ category_id: quiz, kind: 'true_false', question: 'Q?', answers: json([0, 1]) }, 'answers'],
      [{ category_id: await firstOfType(3), kind: 'guess_the_word', question: 'Q?', word: 'r2d2' }, 'word'],
      [
        {
          category_id: multi,
          kind: 'multi_select',
          level: 1,
          question: 'Q?',
          options: json(['a', 'b', 'c']),
          answers: json([]),
        },
        'answers',
      ],
      [
        { category_id: multi, kind: 'sequence', level: 1, question: 'Q?', options: json(['a', 'b']) },
        'options',
      ],
      [
        {
          category_id: multi,
          kind: 'match',
          level: 1,
          question: 'Q?',
          options: json(['a', 'b', 'c']),
          pairs: json(['x', 'x', 'y']),
        },
        'pairs',
      ],
      [
        {
          category_id: multi,
          kind: 'match',
          level: 1,
          question: 'Q?',
          options: json(['a', 'b', 'c']),
          pairs: json(['x']),
        },
        'pairs',
      ],
      [
        {
          category_id: multi,
          kind: 'choice',
          level: 1,
          question: 'Q?',
          options: json(['a', 'b']),
          answers: json([0]),
        },
        'kind',
      ],
      [{ category_id: multi, kind: 'sequence', question: 'Q?', options: json(['a', 'b', 'c']) }, 'level'],
      [
        {
          category_id: await firstOfType(4),
          kind: 'choice',
          question: 'Q?',
          options: json(['a', 'b']),
          answers: json([0]),
        },
        'audio',
      ],
      [
        {
          category_id: await firstOfType(2),
          kind: 'choice',
          question: 'Q?',
          options: json(['a', 'b']),
          answers: json([0]),
        },
        'passage_id',
      ],
      [
        {
          category_id: quiz,
          kind: 'choice',
          question: 'Q?',
          options: json(['a', 'b']),
          answers: json([0]),
          image: 'javascript:alert(1)',
        },
        'image',
      ],
      [
        {
          category_id: quiz,
          subcategory_id: 999_999,
          kind: 'choice',
          question: 'Q?',
          options: json(['a', 'b']),
          answers: json([0]),
        },
        'subcategory_id',
      ],
      [
        {
          category_id: 999_999,
          kind: 'choice',
          question: 'Q?',
          options: json(['a', 'b']),
          answers: json([0]),
        },
        'category_id',
      ],
    ];
    for (const [fields, field] of bad) {
      const res = await save(fields);
      expect([res.body.message, (res.body as { field?: string }).field], JSON.stringify(fields)).toEqual([
        codes.questionInvalid,
        field,
      ]);
    }
    // Not JSON, or not the shape: the contract's own clear error.
    const malformed = await save({ category_id: quiz, kind: 'choice', question: 'Q?', options: '[not json' });
    expect([malformed.status, malformed.body.message]).toEqual([400, codes.missingField]);
    expect(await questionCount(t)).toBe(count);
    expect(await auditCount(t, 'admin_save_question')).toBe(audits);
  });

  it('writes a fun & learn passage with its question, its HTML sanitised', async () => {
    const fun = await firstOfType(2);
    const saved = await ok(
      t.app,
      'admin_save_question',
      {
        category_id: fun,
        kind: 'choice',
        question: 'What do bees make?',
        options: json(['Honey', 'Milk']),
        answers: json([0]),
        passage_title: 'Bees',
        passage_detail:
          '<p>Bees make <strong>honey</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      },
      editor,
    );
    expect(saved.passage).toMatchObject({
      title: 'Bees',
      detail: '<p>Bees make <strong>honey</strong>.</p>',
    });
  });

  it('updates a question (kind included), auditing what it was', async () => {
    const created = await ok(
      t.app,
      'admin_save_question',
      {
        category_id: quiz,
        kind: 'choice',
        question: 'Old text?',
        options: json(['x', 'y']),
        answers: json([1]),
      },
      editor,
    );
    const updated = await ok(
      t.app,
      'admin_save_question',
      {
        id: created.id,
        category_id: quiz,
        kind: 'true_false',
        question: 'New text.',
        answers: json([1]),
        level: 2,
      },
      editor,
    );
    expect(updated).toMatchObject({
      id: created.id,
      kind: 'true_false',
      question: 'New text.',
      answers: [1],
      level: 2,
    });
    const rows = await t.database.db.execute<{ before: { question: string } }>(
      sql`SELECT before FROM audit_log WHERE target_type = 'question' AND target_id = ${String(created.id)} ORDER BY id DESC`,
    );
    expect(rows.rows[0]!.before.question).toBe('Old text?');
    const missing = await save({
      id: 999_999,
      category_id: quiz,
      kind: 'true_false',
      question: 'x',
      answers: json([0]),
    });
    expect(missing.body.message).toBe(codes.notFound);
  });

  it('links a translation in another language and shows the versions side by side', async () => {
    const english = await ok(
      t.app,
      'admin_save_question',
      {
        category_id: quiz,
        kind: 'choice',
        question: 'Which is blue?',
        options: json(['Sky', 'Grass']),
        answers: json([0]),
      },
      editor,
    );
    const frenchCategory = await t.database.db.execute<{ id: number }>(
      sql`SELECT c.id FROM categories c JOIN languages l ON l.id = c.language_id WHERE c.type = 1 AND l.code = 'fr' LIMIT 1`,
    );
    const fr = frenchCategory.rows[0]!.id;
    const french = await ok(
      t.app,
      'admin_save_question',
      {
        category_id: fr,
        kind: 'choice',
        question: 'Lequel est bleu ?',
        options: json(['Ciel', 'Herbe']),
        answers: json([0]),
        translation_of: english.id,
      },
      editor,
    );
    expect(french.translation_of).toBe(english.id);
    expect(french.translations.map((v) => v.id)).toEqual([english.id]);
    const again = await ok(t.app, 'admin_get_question', { id: english.id }, editor);
    expect(again.translations.map((v) => [v.id, v.question])).toEqual([[french.id, 'Lequel est bleu ?']]);
    // A translation in the same language is not one.
    const same = await save({
      category_id: quiz,
      kind: 'choice',
      question: 'Same?',
      options: json(['a', 'b']),
      answers: json([0]),
      translation_of: english.id,
    });
    expect([same.body.message, (same.body as { field?: string }).field]).toEqual([
      codes.questionInvalid,
      'category_id',
    ]);
  });
});

describe('admin_list_questions', () => {
  it('filters by mode, kind, category and text, sorts and pages on the server', async () => {
    const page = await ok(
      t.app,
      'admin_list_questions',
      { type: 5, limit: 5, sort: 'id', order: 'asc' },
      editor,
    );
    expect(page.rows).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);
    expect(page.rows.every((r) => r.type === 5)).toBe(true);
    expect(page.rows.map((r) => r.id)).toEqual([...page.rows.map((r) => r.id)].sort((a, b) => a - b));
    const found = await ok(t.app, 'admin_list_questions', { q: 'Quarters: $' }, editor);
    expect(found.rows.map((r) => r.category_id)).toEqual([maths]);
    const tf = await ok(
      t.app,
      'admin_list_questions',
      { kind: 'true_false', category_id: quiz, limit: 200 },
      editor,
    );
    expect(tf.rows.length).toBeGreaterThan(0);
    expect(tf.rows.every((r) => r.kind === 'true_false' && r.category_id === quiz)).toBe(true);
    // Contest questions are edited with their contest: never listed here.
    const all = await ok(t.app, 'admin_list_questions', { limit: 200 }, editor);
    expect(all.rows.every((r) => [1, 2, 3, 4, 5, 6].includes(r.type))).toBe(true);
    const contest = await ok(t.app, 'admin_list_questions', { type: 20 }, editor);
    expect(contest.total).toBe(0);
    const bad = await post(t.app, 'admin_list_questions', { kind: 'essay' }, editor);
    expect(bad.body.message).toBe(codes.missingField);
  });
});

describe('admin_delete_questions', () => {
  it('deletes several at once, one audit row each; an unknown id deletes nothing', async () => {
    const made = [];
    for (const text of ['Delete me 1?', 'Delete me 2?'])
      made.push(
        await ok(
          t.app,
          'admin_save_question',
          {
            category_id: quiz,
            kind: 'choice',
            question: text,
            options: json(['a', 'b']),
            answers: json([0]),
          },
          editor,
        ),
      );
    const count = await questionCount(t);
    const refused = await post(
      t.app,
      'admin_delete_questions',
      { ids: json([made[0]!.id, 999_999]) },
      editor,
    );
    expect(refused.body.message).toBe(codes.notFound);
    expect(await questionCount(t)).toBe(count);
    const v0 = await version();
    const done = await ok(t.app, 'admin_delete_questions', { ids: json(made.map((q) => q.id)) }, editor);
    expect(done).toEqual({ deleted: 2, content_version: v0 + 1 });
    expect(await questionCount(t)).toBe(count - 2);
    expect(await auditCount(t, 'admin_delete_questions')).toBe(2);
  });
});

describe('admin_upload_question_media', () => {
  it('re-encodes a picture to WebP and keeps sounds that are MP3, OGG or M4A by their bytes', async () => {
    const png = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const image = await postFile(
      t.app,
      'admin_upload_question_media',
      { kind: 'image' },
      { name: 'd.png', bytes: png },
      editor,
    );
    const path = (image.body as { data: { path: string } }).data.path;
    expect(path).toMatch(/^\/media\/questions\/[0-9a-f]{24}\.webp$/);
    const res = await t.app.inject({ method: 'GET', url: path });
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
    const mp3 = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0, 1, 2, 3]);
    const audio = await postFile(
      t.app,
      'admin_upload_question_media',
      { kind: 'audio' },
      { name: 'a.mp3', bytes: mp3 },
      editor,
    );
    expect((audio.body as { data: { path: string } }).data.path).toMatch(
      /^\/media\/audio\/[0-9a-f]{24}\.mp3$/,
    );
    const fake = await postFile(
      t.app,
      'admin_upload_question_media',
      { kind: 'audio' },
      { name: 'a.mp3', bytes: 'hello, not a sound' },
      editor,
    );
    expect(fake.body.message).toBe(codes.invalidAudio);
    const svg = await postFile(
      t.app,
      'admin_upload_question_media',
      { kind: 'image' },
      { name: 'x.svg', bytes: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
      editor,
    );
    expect(svg.body.message).toBe(codes.invalidImage);
    expect(await auditCount(t, 'admin_upload_question_media')).toBe(2);
    // The stored sound plays in an audio question.
    const saved = await ok(
      t.app,
      'admin_save_question',
      {
        category_id: await firstOfType(4),
        kind: 'choice',
        question: 'Which sound?',
        options: json(['A', 'B']),
        answers: json([0]),
        audio: (audio.body as { data: { path: string } }).data.path,
      },
      editor,
    );
    expect(saved.audio_url).toMatch(/^http:\/\/localhost(:\d+)?\/media\/audio\//);
  });
});

async function firstOfType(type: number): Promise<number> {
  const result = await t.database.db.execute<{ id: number }>(
    sql`SELECT c.id FROM categories c JOIN languages l ON l.id = c.language_id
        WHERE c.type = ${type} AND l.code = 'en' ORDER BY c.id LIMIT 1`,
  );
  return result.rows[0]!.id;
}
