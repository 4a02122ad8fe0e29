import { expect, test } from '@playwright/test';

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
