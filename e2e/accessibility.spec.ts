import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { firstCategory, signUp } from './support';

async function violations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('axe finds no violations on the visitor pages', async ({ page }) => {
  for (const url of ['/', '/auth/login/', '/auth/sign-up/', '/no-such-page/']) {
    await page.goto(url);
    await page.locator('main').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect.soft(await violations(page), url).toEqual([]);
  }
});

test('axe finds no violations on the player pages, in both colour schemes', async ({ page }) => {
  await signUp(page);
  const { category, subcategory } = firstCategory();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
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
  }
});

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
