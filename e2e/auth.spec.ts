import { expect, test } from '@playwright/test';
import { signUp } from './support';

test('sign up, log out, log in again; profile edits stick', async ({ page }) => {
  const { email, password } = await signUp(page, 'grace');
  await page.goto('/profile/');
  await expect(page.getByTestId('profile-display-name')).toHaveText('Grace');
  await expect(page.getByTestId('profile-coins')).toContainText('10');

  await page.getByTestId('profile-edit').click();
  await page.getByTestId('profile-name').fill('Grace Hopper');
  await page.getByTestId('profile-mobile').fill('+44 20 7946 0958');
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-display-name')).toHaveText('Grace Hopper');

  // Logging out ends the session on the server: the token the browser held no longer works anywhere.
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('openquiz.user') ?? '{}') as { token?: string }).token ?? '',
  );
  const asHolder = () =>
    page.request.post('/api/get_user_by_id', { headers: { authorization: `Bearer ${token}` } });
  expect((await asHolder()).status()).toBe(200);
  await page.getByTestId('profile-logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  expect((await asHolder()).status()).toBe(401);

  // Signing up again with that address says nothing about whether it has an account.
  await page.goto('/auth/sign-up/');
  await page.getByTestId('signup-name').fill('Someone');
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-password').fill('not her password');
  await page.getByTestId('signup-confirm').fill('not her password');
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('form-error')).toContainText(
    /could not create an account with these details/i,
  );

  await page.goto('/auth/login/');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill('wrong password!');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('form-error')).toContainText(/invalid email or password/i);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-coins')).toHaveText('10');
  await page.goto('/profile/');
  await expect(page.getByTestId('profile-display-name')).toHaveText('Grace Hopper');
});

test('logging out and leaving at once: the browser has forgotten the session, and the server ends it', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/profile/');
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('openquiz.user') ?? '{}') as { token?: string }).token ?? '',
  );
  expect(token).not.toBe('');
  // A slow network, and no wait between the tap and the next page (a player closing the app does the same):
  // the sign-out is still on its way when the page goes.
  await page.context().route('**/api/sign_out', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByTestId('profile-logout').click();
  await page.goto('/auth/login/');
  await expect(page.getByTestId('login-email')).toBeVisible();
  await expect(page.getByTestId('header-login')).toBeVisible();
  const stored = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('openquiz.user') ?? '{}') as { token?: string }).token ?? '',
  );
  expect(stored).toBe('');
  await expect
    .poll(async () =>
      (
        await page.request.post('/api/get_user_by_id', { headers: { authorization: `Bearer ${token}` } })
      ).status(),
    )
    .toBe(401);
  await expect(page).toHaveURL(/\/auth\/login\/$/);
});

test('the sign-up form says what is wrong', async ({ page }) => {
  await page.goto('/auth/sign-up/');
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('form-error')).toHaveText('Please fill in all details');
  await page.getByTestId('signup-name').fill('Ada');
  await page.getByTestId('signup-email').fill('ada@example.com');
  await page.getByTestId('signup-password').fill('one password');
  await page.getByTestId('signup-confirm').fill('another one');
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('form-error')).toHaveText('The passwords do not match');
});

test('logging out on all devices ends the session on the other device too', async ({ page, browser }) => {
  const { email, password } = await signUp(page, 'grace');
  // The same player on a second device (its own browser storage).
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto('/auth/login/');
  await phone.getByTestId('login-email').fill(email);
  await phone.getByTestId('login-password').fill(password);
  await phone.getByTestId('login-submit').click();
  await expect(phone.getByTestId('header-coins')).toHaveText('10');

  await page.goto('/profile/');
  await page.getByTestId('profile-logout-everywhere').click();
  await expect(page.getByText('You are logged out on all your devices')).toBeVisible();
  await expect(page.getByTestId('header-login')).toBeVisible();

  // The other device's next request is refused: it is logged out and sent home.
  await phone.goto('/profile/');
  await expect(phone.getByTestId('header-login')).toBeVisible();
  await other.close();
});
