import { expect, test, type Browser } from '@playwright/test';
import { adminCommand, signUp, violations } from './support';

/** The same player signed in on another device (a browser context of its own). */
async function secondDevice(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  });
  const page = await context.newPage();
  await page.goto('/auth/login/');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-coins')).toHaveText('10');
  return { context, page };
}

test('the profile lists the signed-in devices and signs another one out', async ({ page, browser }) => {
  const { email, password } = await signUp(page, 'Dana');
  const phone = await secondDevice(browser, email, password);

  await page.goto('/profile/');
  const sessions = page.getByTestId('session');
  await expect(sessions).toHaveCount(2);
  const android = sessions.filter({ hasText: 'Firefox on Windows' });
  await expect(android).toContainText('Last active now');
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(sessions.filter({ hasText: 'This device' }).getByTestId('session-end')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);

  await android.getByTestId('session-end').click();
  await expect(page.getByText('That device is signed out')).toBeVisible();
  await expect(sessions).toHaveCount(1);

  // The phone's next request is refused: it is signed out and sent home; this device stays signed in.
  await phone.page.goto('/profile/');
  await expect(phone.page.getByTestId('header-login')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('profile-display-name')).toHaveText('Dana');
  await phone.context.close();
});

test('an operator deactivates an account: the player is signed out with the message until reactivated', async ({
  page,
}) => {
  const { email, password } = await signUp(page, 'Omar');
  expect(await adminCommand(['deactivate', email])).toContain('deactivated');
  expect(await adminCommand(['deactivated'])).toContain(email);

  // The next request says so and signs the player out.
  await page.goto('/profile/');
  await expect(page.getByText('Your account has been deactivated! Please contact admin.')).toBeVisible();
  await expect(page.getByTestId('header-login')).toBeVisible();

  // Signing in again is refused with the same message.
  await page.goto('/auth/login/');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('form-error')).toHaveText(
    'Your account has been deactivated! Please contact admin.',
  );

  expect(await adminCommand(['reactivate', email])).toContain('reactivated');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-coins')).toHaveText('10');
});
