import { expect, test } from '@playwright/test';
import { firstCategory, signUp, violations } from './support';

// Each page is loaded, settled and scanned: a few seconds apiece on a busy 2-core machine.
test.describe.configure({ timeout: 150_000 });

test('axe finds no violations on the visitor pages', async ({ page }) => {
  for (const url of ['/', '/auth/login/', '/auth/sign-up/', '/no-such-page/']) {
    await page.goto(url);
    await page.locator('main').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect.soft(await violations(page), url).toEqual([]);
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no violations on the player pages in the ${scheme} scheme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signUp(page);
    const { category, subcategory } = firstCategory();
    for (const url of [
      '/',
      '/profile/',
      '/quiz-zone/',
      `/quiz-zone/${category}/`,
      `/quiz-zone/${category}/${subcategory}/`,
    ]) {
      await page.goto(url);
      await page.locator('main').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect.soft(await violations(page), `${scheme} ${url}`).toEqual([]);
    }
    await page.goto(`/quiz-zone/${category}/${subcategory}/level/1/`);
    await expect(page.getByTestId('question-text')).toBeVisible();
    expect.soft(await violations(page), `${scheme} play`).toEqual([]);
  });
}

test('axe finds no violations in Arabic (right-to-left)', async ({ page }) => {
  await signUp(page);
  await page.getByTestId('language-select').selectOption('arabic');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const { category } = firstCategory();
  for (const url of ['/', '/profile/', '/quiz-zone/', `/quiz-zone/${category}/`]) {
    await page.goto(url);
    await page.locator('main').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect.soft(await violations(page), `rtl ${url}`).toEqual([]);
  }
});
