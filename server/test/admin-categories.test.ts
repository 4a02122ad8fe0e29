import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../../contract';
import { ok, post, signUp, signUpAdmin, startTestApp, type TestApp } from './harness';
import { postFiles } from './picture-support';

/** Categories and subcategories in the console (issue 17): editors' rules, audit rows, bad input. */
let t: TestApp;
let editor: string;
let admin: string;
let player: string;
beforeAll(async () => {
  t = await startTestApp();
  editor = (await signUpAdmin(t, 'editor')).token;
  admin = (await signUpAdmin(t)).token;
  player = (await signUp(t.app, 'Player')).token;
});
afterAll(() => t.close());

const auditRows = async (action: string) =>
  (await ok(t.app, 'admin_get_audit_log', { action, limit: 200 }, admin)).rows;
const count = async (table: 'categories' | 'subcategories') =>
  Number(
    (
      (await t.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))).rows[0] as {
        n: number;
      }
    ).n,
  );
const png = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

describe('categories', () => {
  it('an editor creates a category the players see at once, with an uploaded picture, audited', async () => {
    const res = await postFiles<{ id: number; image: string; slug: string; row_order: number }>(
      t.app,
      'admin_save_category',
      { language_id: 1, type: 1, name: 'Space & Stars', is_premium: '1', coins: 25 },
      { image: { bytes: await png(), type: 'image/png', name: 'space.png' } },
      editor,
    );
    if (res.body.error) throw new Error(JSON.stringify(res.body));
    const created = res.body.data;
    expect(created.slug).toBe('space-stars');
    // Re-encoded and bounded: a WebP of at most 1200 px, whatever was sent.
    expect(created.image).toMatch(/\/media\/categories\/[0-9a-f]{24}\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: new URL(created.image).pathname });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).width).toBe(1200);

    // Players see a category once it has something to play: here a question the content editor adds.
    const playable = async () =>
      (await ok(t.app, 'get_categories', { type: 1, language_id: 1 }, player)).find(
        (c) => c.id === created.id,
      );
    await t.database.db.execute(
      sql`INSERT INTO questions (category_id, language_id, question, options, answer, level)
          VALUES (${created.id}, 1, 'Closest star?', '[{"key":"a","text":"The Sun"},{"key":"b","text":"Vega"}]', 'a', 1)`,
    );
    expect(await playable()).toMatchObject({ category_name: 'Space & Stars', is_premium: true, coins: 25 });

    const [entry] = await auditRows('admin_save_category');
    expect(entry).toMatchObject({
      target_type: 'category',
      target_id: String(created.id),
      actor_role: 'editor',
    });
    expect(entry!.before).toBeNull();
    expect(entry!.after).toMatchObject({ name: 'Space & Stars', is_premium: true, coins: 25 });
  });

  it('edits keep the picture unless replaced or removed, and record before and after', async () => {
    const { id, image } = await ok(
      t.app,
      'admin_save_category',
      { language_id: 1, type: 1, name: 'Oceans' },
      editor,
    );
    expect(image).toBe('');
    const edited = await ok(
      t.app,
      'admin_save_category',
      { id, language_id: 1, type: 1, name: 'Oceans and Seas', coins: 40 },
      editor,
    );
    // Not premium: no price, whatever was typed.
    expect(edited).toMatchObject({
      name: 'Oceans and Seas',
      slug: 'oceans-and-seas',
      is_premium: false,
      coins: 0,
    });
    const [entry] = await auditRows('admin_save_category');
    expect(entry!.before).toMatchObject({ name: 'Oceans' });
    expect(entry!.after).toMatchObject({ name: 'Oceans and Seas' });
  });

  it('an Arabic name gets a stable slug of its own', async () => {
    const a = await ok(t.app, 'admin_save_category', { language_id: 1, type: 2, name: 'الفضاء' }, editor);
    expect(a.slug).toMatch(/^c-[0-9a-f]{10}$/);
  });

  it('refuses bad input with a clear code and writes nothing', async () => {
    const before = await count('categories');
    const contest = await post(
      t.app,
      'admin_save_category',
      { language_id: 1, type: 20, name: 'Sneaky' },
      editor,
    );
    expect(contest.body.message).toBe(codes.catalogueNotEditable);
    const language = await post(
      t.app,
      'admin_save_category',
      { language_id: 999, type: 1, name: 'Nowhere' },
      editor,
    );
    expect(language.body.message).toBe(codes.notFound);
    const blank = await post(t.app, 'admin_save_category', { language_id: 1, type: 1, name: '   ' }, editor);
    expect(blank.body).toMatchObject({ message: codes.missingField, field: 'name' });
    expect(blank.status).toBe(400);
    const notImage = await postFiles(
      t.app,
      'admin_save_category',
      { language_id: 1, type: 1, name: 'Broken picture' },
      {
        image: {
          bytes: new TextEncoder().encode('<svg onload="alert(1)"/>'),
          type: 'image/svg+xml',
          name: 'x.svg',
        },
      },
      editor,
    );
    expect(notImage.body.message).toBe(codes.invalidImage);
    await ok(t.app, 'admin_save_category', { language_id: 1, type: 3, name: 'Twins' }, editor);
    const twin = await post(t.app, 'admin_save_category', { language_id: 1, type: 3, name: 'twins' }, editor);
    expect(twin.body.message).toBe(codes.slugTaken);
    expect(await count('categories')).toBe(before + 1);
    const missing = await post(
      t.app,
      'admin_save_category',
      { id: 99999, language_id: 1, type: 1, name: 'Ghost' },
      editor,
    );
    expect(missing.body.message).toBe(codes.notFound);
  });

  it('deletes only an empty category', async () => {
    const [seeded] = (
      await ok(t.app, 'admin_list_categories', { type: 1, language_id: 1, sort: 'questions' }, editor)
    ).rows;
    expect(seeded!.questions).toBeGreaterThan(0);
    const refused = await post(t.app, 'admin_delete_category', { id: seeded!.id }, editor);
    expect(refused.body.message).toBe(codes.categoryNotEmpty);
    const empty = await ok(
      t.app,
      'admin_save_category',
      { language_id: 1, type: 1, name: 'Short lived' },
      editor,
    );
    await ok(t.app, 'admin_delete_category', { id: empty.id }, editor);
    const [entry] = await auditRows('admin_delete_category');
    expect(entry).toMatchObject({ target_id: String(empty.id), after: null });
    expect(entry!.before).toMatchObject({ name: 'Short lived' });
  });

  it('orders a catalogue only with its whole list, and players get that order', async () => {
    const list = (await ok(t.app, 'admin_list_categories', { type: 1, language_id: 1, limit: 200 }, editor))
      .rows;
    const ids = list.map((c) => c.id);
    const partial = await post(
      t.app,
      'admin_order_categories',
      { ids: JSON.stringify(ids.slice(1)) },
      editor,
    );
    expect(partial.body.message).toBe(codes.orderIncomplete);
    const doubled = await post(
      t.app,
      'admin_order_categories',
      { ids: JSON.stringify([...ids, ids[0]]) },
      editor,
    );
    expect(doubled.body.message).toBe(codes.orderIncomplete);
    const reversed = [...ids].reverse();
    await ok(t.app, 'admin_order_categories', { ids: JSON.stringify(reversed) }, editor);
    const seen = await ok(t.app, 'get_categories', { type: 1, language_id: 1 }, player);
    expect(seen.map((c) => c.id)).toEqual(reversed.filter((id) => seen.some((c) => c.id === id)));
    expect((await auditRows('admin_order_categories'))[0]!.after).toEqual({ order: reversed });
  });

  it('searches, filters and pages on the server', async () => {
    const found = await ok(t.app, 'admin_list_categories', { q: 'oceans' }, editor);
    expect(found.rows.map((r) => r.name)).toEqual(['Oceans and Seas']);
    const page = await ok(t.app, 'admin_list_categories', { type: 1, limit: 2, offset: 1 }, editor);
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBeGreaterThan(3);
  });
});

describe('subcategories', () => {
  it('are created, ordered, hidden and deleted when empty, every change audited', async () => {
    const category = await ok(
      t.app,
      'admin_save_category',
      { language_id: 1, type: 1, name: 'Planets' },
      editor,
    );
    const inner = await ok(
      t.app,
      'admin_save_subcategory',
      { category_id: category.id, name: 'Inner planets' },
      editor,
    );
    const outer = await ok(
      t.app,
      'admin_save_subcategory',
      { category_id: category.id, name: 'Outer planets' },
      editor,
    );
    expect([inner.row_order, outer.row_order]).toEqual([1, 2]);
    await ok(
      t.app,
      'admin_order_subcategories',
      { category_id: category.id, ids: JSON.stringify([outer.id, inner.id]) },
      editor,
    );
    const listed = await ok(t.app, 'admin_list_subcategories', { category_id: category.id }, editor);
    expect(listed.subcategories.map((s) => s.id)).toEqual([outer.id, inner.id]);
    const hidden = await ok(
      t.app,
      'admin_save_subcategory',
      { id: inner.id, category_id: category.id, name: 'Inner planets', status: '0' },
      editor,
    );
    expect(hidden.status).toBe(0);
    await ok(t.app, 'admin_delete_subcategory', { id: outer.id }, editor);
    expect(
      (await ok(t.app, 'admin_list_subcategories', { category_id: category.id }, editor)).subcategories.map(
        (s) => s.id,
      ),
    ).toEqual([inner.id]);
    expect((await auditRows('admin_save_subcategory')).length).toBeGreaterThanOrEqual(3);
    expect((await auditRows('admin_delete_subcategory'))[0]).toMatchObject({ target_id: String(outer.id) });
  });

  it('refuses to delete a subcategory that holds questions', async () => {
    const [withQuestions] = (
      await t.database.db.execute(
        sql`SELECT subcategory_id AS id FROM questions WHERE subcategory_id IS NOT NULL LIMIT 1`,
      )
    ).rows as { id: number }[];
    const before = await count('subcategories');
    const refused = await post(t.app, 'admin_delete_subcategory', { id: withQuestions!.id }, editor);
    expect(refused.body.message).toBe(codes.subcategoryNotEmpty);
    expect(await count('subcategories')).toBe(before);
  });
});
