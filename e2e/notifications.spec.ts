import { expect, test } from '@playwright/test';
import { signUp, violations } from './support';

test('a new player sees an empty notifications page, in English and in Arabic', async ({ page }) => {
  await signUp(page);
  await page.getByTestId('header-bell').click();
  await expect(page).toHaveURL(/\/notifications\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('No notifications yet')).toBeVisible();
  expect.soft(await violations(page), 'empty notifications').toEqual([]);

  await page.getByTestId('language-select').selectOption('arabic');
  await expect(page.getByRole('heading', { level: 1, name: 'الإشعارات' })).toBeVisible();
  await expect(page.getByTestId('header-bell')).toHaveAccessibleName('الإشعارات');
  expect.soft(await violations(page), 'empty notifications, Arabic').toEqual([]);
});

test('the badges page lists all fifteen badges, locked with their progress', async ({ page }) => {
  await signUp(page);
  await page.goto('/profile/badges/');
  await expect(page.getByTestId('badge-grid').locator('li')).toHaveCount(15);
  await expect(page.locator('[data-status="locked"]')).toHaveCount(15);
  await expect(page.getByTestId('badges-waiting')).toHaveText('Play to unlock more');
  await expect(page.getByTestId('badge-thirsty')).toContainText('0 / 30');
});
