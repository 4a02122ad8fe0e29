import { expect, test } from '@playwright/test';
import { ownServer } from './own-server';
import { firstCategory, projectServer, violations } from './support';

// A demo deployment (DEMO_MODE=on) on a server of this file's own: visitors look around as the shared,
// read-only demo account.
const PORT = Number(process.env.E2E_PORT ?? 4310) + 53;
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

let server: Awaited<ReturnType<typeof ownServer>>;
test.beforeAll(async () => {
  server = await ownServer(PORT, { DEMO_MODE: 'on' });
});
test.afterAll(async () => server?.close());

test('a visitor looks around with the demo account, cannot change anything, and can sign up', async ({
  page,
}) => {
  await page.goto('/auth/login/');
  await page.getByTestId('login-demo').click();
  await expect(page.getByText('Welcome to the demo!')).toBeVisible();
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await expect(page.getByTestId('header-coins')).toHaveText('250');
  const message = 'Profile update and other actions are not allowed in the demo version';
  expect(await violations(page)).toEqual([]);

  // Reading works: categories, the profile and its devices.
  const { category, subcategory } = firstCategory();
  await page.goto(`/quiz-zone/${category}/`);
  await expect(page.getByTestId('subcategory-list')).toBeVisible();
  // Playing is a write (the server starts a graded attempt): the play screen says why it cannot.
  await page.goto(`/quiz-zone/${category}/${subcategory}/level/1/`);
  await expect(page.getByText(message).first()).toBeVisible();
  await page.goto('/profile/');
  await expect(page.getByTestId('profile-display-name')).toHaveText('Demo player');
  await expect(page.getByTestId('session')).toHaveCount(1);

  // Changing something is refused with the demo message, and nothing changes.
  await page.getByTestId('profile-edit').click();
  await page.getByTestId('profile-name').fill('Mallory');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText(message).first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('profile-display-name')).toHaveText('Demo player');

  // "Sign up to play" signs the demo out and opens the sign-up page.
  await page.getByTestId('demo-sign-up').click();
  await expect(page).toHaveURL(/\/auth\/sign-up\/$/);
  await expect(page.getByTestId('signup-name')).toBeVisible();
  await expect(page.getByTestId('demo-banner')).toHaveCount(0);
});

test('without DEMO_MODE the login page has no demo button', async ({ page, baseURL }) => {
  expect(baseURL).toContain(String(PORT));
  await page.goto(`${projectServer().url}/auth/login/`);
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await expect(page.getByTestId('login-demo')).toHaveCount(0);
});
