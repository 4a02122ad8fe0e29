import { expect, test } from '@playwright/test';
import { signUp } from './support';

test('the Arabic pack from the server flips the layout to right-to-left', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const heading = await page.locator('h1').first().innerText();

  await page.getByTestId('language-select').selectOption('arabic');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('h1').first()).not.toHaveText(heading);
  // The header's start edge is now on the right.
  const brand = await page.getByTestId('brand').boundingBox();
  expect(brand!.x).toBeGreaterThan(200);

  // The choice survives a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('language-select').selectOption('english');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('quiz content follows the interface language: Arabic and French questions', async ({ page }) => {
  await signUp(page);
  await page.getByTestId('language-select').selectOption('arabic');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/quiz-zone/');
  await expect(page.getByTestId('category-geography')).toContainText('الجغرافيا');
  await page.getByTestId('category-geography').click();
  await page.getByTestId('subcategory-capitals').click();
  await page.getByTestId('level-1').click();
  await expect(page.getByTestId('question-text')).toHaveText(/[\u0600-\u06FF]/);
  await page.screenshot({ path: 'test-results/screens/quiz-play-ar.png' });

  await page.getByTestId('quit').click();
  await page.getByTestId('quit-confirm').click();
  await page.getByTestId('language-select').selectOption('french');
  await page.goto('/quiz-zone/');
  await expect(page.getByTestId('category-geography')).toContainText('Géographie');
});

test.describe('a first visit from an Arabic browser', () => {
  test.use({ locale: 'ar-EG' });

  test('starts in Arabic, right to left, with Arabic questions, and keeps it as the choice', async ({
    page,
  }) => {
    const response = await page.goto('/');
    // The page comes without the home hero prerendered in the site's English: it would flash before Arabic.
    expect(await response!.text()).not.toContain('first-paint');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByTestId('language-select')).toHaveValue('arabic');
    await signUp(page);
    await page.goto('/quiz-zone/');
    await expect(page.getByTestId('category-geography')).toContainText('الجغرافيا');

    // The player's own choice then wins over the browser's.
    await page.getByTestId('language-select').selectOption('english');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
