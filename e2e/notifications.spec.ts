import { expect, test } from '@playwright/test';
import { api, signUp, violations } from './support';

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

test('a player mutes a kind in Settings: it leaves the list and the bell, and comes back when unmuted', async ({
  page,
  request,
}) => {
  await signUp(page, 'Alice');
  await page.goto('/profile/invite/');
  const code = (await page.getByTestId('invite-code').innerText()).trim();
  // Bob joins with Alice's code on his own device: Alice is told, and her bell counts it.
  const email = `bob-${Date.now()}@example.com`;
  const identity = await api(request, 'auth_email_signup', { email, password: 'correct horse battery' });
  const { firebase_id, id_token } = (identity as { data: { firebase_id: string; id_token: string } }).data;
  const joined = { firebase_id, id_token, type: 'email', email, name: 'Bob', friends_code: code };
  expect((await api(request, 'user_signup', joined)).error).toBe(false);

  await page.goto('/settings/');
  const bell = page.getByTestId('header-bell');
  await expect(bell).toHaveAttribute('data-unread', '1');
  const kinds = page.getByTestId('notification-kinds');
  const referralInApp = kinds.getByRole('switch', { name: 'Referral rewards: In the app' });
  await expect(referralInApp).toBeChecked();
  await expect(kinds.getByRole('switch', { name: 'Badges earned: Push' })).toBeChecked();
  expect.soft(await violations(page), 'notification settings').toEqual([]);
  await referralInApp.uncheck();
  await expect(bell).toHaveAttribute('data-unread', '0');

  // Saved on the server: another visit shows it off, and the list no longer holds it.
  await page.reload();
  await expect(referralInApp).not.toBeChecked();
  await expect(kinds.getByRole('switch', { name: 'Badges earned: In the app' })).toBeChecked();
  await page.goto('/notifications/');
  await expect(page.getByText('No notifications yet')).toBeVisible();

  // From the list to its settings: the card scrolled into view; switched on again, it is back, unread.
  await page.getByTestId('notifications-choose').click();
  await expect(page).toHaveURL(/\/settings\/#notification-settings$/);
  await expect(kinds).toBeInViewport();
  await referralInApp.check();
  await expect(bell).toHaveAttribute('data-unread', '1');
  await page.goto('/notifications/');
  await expect(page.getByTestId('notification-list').locator('li')).toHaveCount(1);
  await expect(page.getByTestId('notification-list')).toContainText('Bob joined with your code');
  await expect(page.getByTestId('notification-list')).toContainText('You get 100 coins when they finish');
  // Worded in the reader's language from its params, not the English the server stored.
  await page.getByTestId('language-select').selectOption('arabic');
  await expect(page.getByTestId('notification-list')).toContainText('انضم Bob برمزك');
  await expect(page.getByTestId('notification-list')).toContainText('ستحصل على 100 عملة');
});
