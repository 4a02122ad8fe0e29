import { expect, test, type Page } from '@playwright/test';
import { adminCommand, signUp, violations } from './support';

const MARKER = 'Console check';
const QUESTION = `${MARKER}: what is $\\sqrt{49} + \\frac{1}{2}$?`;

/** Plays one maths set of the demo's mental arithmetic; true once the console's question came up. */
async function playSetLookingFor(page: Page): Promise<boolean> {
  await page.goto('/');
  await page.getByTestId('mode-math_mania').click();
  await page.getByTestId('category-arithmetic').click();
  await page.getByTestId('subcategory-mental-arithmetic').click();
  await page.getByTestId('intro-start').click();
  await expect(page.getByTestId('play-screen')).toBeVisible();
  const total = Number(/\/(\d+)/.exec(await page.getByTestId('question-counter').innerText())?.[1]);
  for (let i = 1; i <= total; i++) {
    await expect(page.getByTestId('question-counter')).toHaveText(new RegExp(`\\b${i}/${total}\\b`));
    const text = page.getByTestId('question-text');
    if ((await text.innerText()).includes(MARKER)) {
      // Typeset by KaTeX for the player, as in the editor's preview.
      await expect(text.locator('.katex').first()).toBeVisible();
      await expect(text.locator('.katex-mathml annotation').first()).toHaveText('\\sqrt{49} + \\frac{1}{2}');
      return true;
    }
    const option = page.locator('[data-testid^="option-"]').first();
    await option.click();
    await expect(option).toHaveAttribute('data-state', /^(correct|wrong)$/);
  }
  await expect(page.getByTestId('result-screen')).toBeVisible();
  return false;
}

test('an editor adds a maths question with its live preview; a player plays it, typeset by KaTeX', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const { email } = await signUp(page, 'Editor', { verified: true });
  await adminCommand(['grant', email, 'editor']);
  await page.goto('/admin/questions');
  await expect(page.getByTestId('content-table')).toBeVisible();
  await expect(page.getByTestId('admin-nav-questions')).toBeVisible();
  // Editors see content, not the admins' sections.
  await expect(page.getByTestId('admin-nav-audit')).toHaveCount(0);

  await page.getByTestId('content-new').click();
  await expect(page.getByTestId('content-editor')).toBeVisible();
  await page.getByTestId('content-language').selectOption({ label: 'English' });
  await page.getByTestId('content-mode').selectOption({ label: 'Maths' });
  await page.getByTestId('content-category').selectOption({ label: 'Arithmetic' });
  await page.getByTestId('content-subcategory').selectOption({ label: 'Mental Arithmetic' });
  await page.getByTestId('content-question').fill(QUESTION);
  const preview = page.getByTestId('content-preview');
  // The preview typesets as the editor types.
  await expect(preview.locator('.katex').first()).toBeVisible();
  for (const [i, option] of ['$7.5$', '$7$', '$8$', '$\\frac{15}{4}$'].entries())
    await page.getByTestId(`content-option-${i}`).fill(option);
  await expect(preview.locator('li .katex')).toHaveCount(4);
  expect.soft(await violations(page), 'question editor').toEqual([]);

  // A wrong shape first: the server's rule marks the field and nothing is saved.
  await page.getByTestId('content-option-1').fill('$7.5$');
  await page.getByTestId('content-save').click();
  await expect(page.getByTestId('content-options').getByRole('alert')).toContainText(
    'two options are the same',
  );
  await expect(page).toHaveURL(/\/admin\/questions\/new$/);
  await page.getByTestId('content-option-1').fill('$7$');
  await page.getByTestId('content-save').click();
  await expect(page).toHaveURL(/\/admin\/questions\/\d+$/);
  await expect(page.getByTestId('content-translations')).toBeVisible();

  // The list finds it by its text.
  await page.goto('/admin/questions');
  await page.getByTestId('admin-search').fill(MARKER);
  await expect(page.getByTestId('admin-row')).toHaveCount(1);
  await expect(page.getByTestId('admin-row').locator('.katex').first()).toBeVisible();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const player = await context.newPage();
  await signUp(player, 'Player');
  let seen = false;
  // Each set is 10 of the subcategory's 15 questions, drawn at random: a few sets find it for sure.
  for (let set = 0; set < 6 && !seen; set++) seen = await playSetLookingFor(player);
  expect(seen).toBe(true);
  await context.close();
});
