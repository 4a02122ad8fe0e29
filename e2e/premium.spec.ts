import { expect, test } from '@playwright/test';
import { signUp, violations } from './support';

test('unlock a premium category with coins; a dearer one says the coins are short', async ({ page }) => {
  await signUp(page); // 10 coins
  await page.goto('/quiz-zone/');

  const technology = page.getByTestId('category-technology');
  await expect(technology).toHaveAttribute('data-locked', 'true');
  await technology.click();
  // Each premium card has its own dialog; the open one is the one on screen.
  const dialog = page.locator('[data-testid="unlock-dialog"][open]');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('unlock-confirm')).toBeDisabled();
  await expect(dialog.getByTestId('unlock-error')).toHaveText("You Don't have enough coins");
  expect.soft(await violations(page), 'unlock dialog').toEqual([]);
  await dialog.getByTestId('unlock-cancel').click();
  await expect(dialog).toHaveCount(0);

  const art = page.getByTestId('category-art-design');
  await art.click();
  await expect(dialog.getByTestId('unlock-confirm')).toContainText('10');
  await dialog.getByTestId('unlock-confirm').click();
  await expect(page).toHaveURL(/\/quiz-zone\/art-design\/?$/);
  await expect(page.getByTestId('header-coins')).toHaveText('0');
  await expect(
    page.locator('[data-testid="subcategory-list"] [data-testid^="subcategory-"]').first(),
  ).toBeVisible();

  await page.goto('/quiz-zone/');
  await expect(page.getByTestId('category-art-design')).not.toHaveAttribute('data-locked', 'true');
});
