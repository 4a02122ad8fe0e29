import { expect, test, type Page } from '@playwright/test';
import { catalogueMode } from '../contract/modes';
import { ownServer } from './own-server';
import { adminCommand, signUp, verifyEmail, violations } from './support';

// A mode with no questions in the player's language shows the site's default language's and says so
// (issue 19), on a server of this file's own: its editor empties the Arabic audio catalogue.
const PORT = Number(process.env.E2E_PORT ?? 4310) + 55;
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

let server: Awaited<ReturnType<typeof ownServer>>;
test.beforeAll(async () => {
  server = await ownServer(PORT);
});
test.afterAll(async () => server?.close());

/** Calls an action with the signed-in page's token, as the console does. */
function callAs(page: Page, action: string, fields: Record<string, string | number>) {
  return page.evaluate(
    async ([name, body]) => {
      const token = (JSON.parse(localStorage.getItem('openquiz.user') ?? '{}') as { token?: string }).token;
      const form = new FormData();
      for (const [k, v] of Object.entries(body)) form.append(k, String(v));
      const res = await fetch(`/api/${name}`, {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${token}` },
      });
      return (await res.json()) as { error: boolean; data: unknown };
    },
    [action, fields] as const,
  );
}

test('a mode with nothing in Arabic shows its English questions and says so', async ({ page }) => {
  test.setTimeout(150_000);
  // The editor moves every Arabic audio category to English, so Arabic has none.
  const { email } = await signUp(page, 'Editor');
  await verifyEmail(page, email, server.dataDir);
  await adminCommand(['grant', email, 'editor'], server.dataDir);
  const audio = catalogueMode('audio_questions').categoryType;
  const languages = (await callAs(page, 'get_languages', {})).data as { id: number; code: string }[];
  const id = (code: string) => languages.find((l) => l.code === code)!.id;
  const listed = await callAs(page, 'admin_list_categories', {
    type: audio,
    language_id: id('ar'),
    limit: 50,
  });
  const rows = (listed.data as { rows: { id: number; name: string; slug: string }[] }).rows;
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const saved = await callAs(page, 'admin_save_category', {
      id: row.id,
      language_id: id('en'),
      type: audio,
      name: `${row.name} (ar)`,
      slug: `moved-${row.slug}`,
    });
    expect(saved.error, JSON.stringify(saved)).toBe(false);
  }

  // An Arabic player opens the audio mode: the English questions, with a note saying why.
  await page.evaluate(() => localStorage.setItem('openquiz.language', JSON.stringify('arabic')));
  await page.goto('/audio-questions/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const note = page.getByTestId('content-fallback-note');
  await expect(note).toContainText('العربية');
  await expect(note).toContainText('الإنجليزية');
  await expect(page.getByTestId('category-languages-of-the-world')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // The rest of the mode follows: the category's subcategories and its questions, in English.
  await page.getByTestId('category-languages-of-the-world').click();
  await page.getByTestId('subcategory-european-languages').click();
  await page.getByTestId('intro-start').click();
  await expect(page.getByTestId('question-text')).toContainText(/[A-Za-z]/);

  // Other modes keep Arabic, without a note.
  await page.goto('/guess-the-word/');
  await expect(page.getByTestId('category-list')).toBeVisible();
  await expect(page.getByTestId('category-list')).toContainText('الحيوانات');
  await expect(page.getByTestId('content-fallback-note')).toHaveCount(0);
});
