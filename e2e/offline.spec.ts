import { expect, test } from '@playwright/test';
import { signUp } from './support';

test('reloading offline shows the shell and the cached categories', async ({ page, context }) => {
  await signUp(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Visited once online while the service worker controls the page, the list is in its cache.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await page.goto('/quiz-zone/');
  const cards = page.locator('[data-testid="category-list"] [data-testid^="category-"]');
  await expect(cards.first()).toBeVisible();
  const online = await cards.count();
  expect(online).toBeGreaterThanOrEqual(4);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('brand')).toBeVisible();
  await expect(cards).toHaveCount(online);
  await expect(page.getByTestId('header-coins')).toHaveText('10');
  await context.setOffline(false);
});
