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

test('offline, live modes say they need a connection and point to offline play; online they open', async ({
  page,
  context,
}) => {
  await signUp(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  // The shell's settings and strings went through the worker once, so it boots offline.
  await expect(page.getByTestId('header-coins')).toHaveText('10');

  await context.setOffline(true);
  for (const path of ['/random-battle/', '/group-battle/', '/quiz-play/daily-quiz-dashboard/']) {
    await page.goto(path);
    await expect(page.getByTestId('needs-connection')).toBeVisible();
  }
  await page.getByTestId('needs-connection').getByRole('link').click();
  await expect(page).toHaveURL(/\/offline\/$/);
  // Practice that works offline is not blocked.
  await page.goto('/quiz-zone/');
  await expect(page.getByTestId('needs-connection')).toHaveCount(0);

  // The connection comes back: the same page opens by itself.
  await page.goto('/random-battle/');
  await expect(page.getByTestId('needs-connection')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('needs-connection')).toHaveCount(0);
  await expect(page.getByTestId('hub-random')).toBeVisible();
});
