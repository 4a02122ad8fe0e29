import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUp, violations } from './support';

/** Signs in on a fresh browser context: another device of the same player. */
async function otherDevice(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/auth/login/');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-coins')).toBeVisible();
  return page;
}

const html = (page: Page) => page.locator('html');

test('settings apply at once and follow the player to another device', async ({ page, browser }) => {
  const { email, password } = await signUp(page);
  await page.goto('/settings/');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // Each choice shows on this page the moment it is made.
  await page.getByTestId('settings-theme').getByRole('radio', { name: 'Dark', exact: true }).check();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await page.getByTestId('settings-font-size').getByRole('radio', { name: 'Large', exact: true }).check();
  await expect(html(page)).toHaveCSS('font-size', '18px');
  await page.getByTestId('settings-reduce-motion').check();
  await expect(html(page)).toHaveAttribute('data-motion', 'reduce');
  await page.getByTestId('settings-sound').uncheck();
  await expect(page.getByTestId('settings-volume')).toBeDisabled();
  await page.getByTestId('settings-data-saver').getByRole('radio', { name: 'On', exact: true }).check();
  expect(await violations(page)).toEqual([]);

  // The language changes the whole interface at once.
  await page.getByTestId('settings-ui-language').selectOption('french');
  await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();

  // Another phone, signed in to the same account, starts with the same choices.
  const phone = await otherDevice(browser, email, password);
  await expect(html(phone)).toHaveAttribute('data-theme', 'dark');
  await expect(html(phone)).toHaveAttribute('lang', /^fr/);
  await expect(html(phone)).toHaveCSS('font-size', '18px');
  await phone.goto('/settings/');
  await expect(phone.getByTestId('settings-sound')).not.toBeChecked();
  await expect(phone.getByTestId('settings-reduce-motion')).toBeChecked();
  await expect(phone.getByTestId('settings-data-saver').getByRole('radio', { checked: true })).toHaveValue(
    'on',
  );

  // A change there reaches the first device the next time it starts.
  await phone.getByTestId('settings-sound').check();
  await phone.getByTestId('settings-theme').getByRole('radio', { name: 'Clair', exact: true }).check();
  await expect(html(phone)).toHaveAttribute('data-theme', 'light');
  await expect
    .poll(async () => {
      await page.reload();
      return html(page).getAttribute('data-theme');
    })
    .toBe('light');
  await page.goto('/settings/');
  await expect(page.getByTestId('settings-sound')).toBeChecked();
  await phone.context().close();
});

test("a visitor's choices stay on the device and go up with the account when they sign up", async ({
  page,
  browser,
}) => {
  await page.goto('/settings/');
  await expect(page.getByText('Sign in to keep them on all your devices.')).toBeVisible();
  await page.getByTestId('settings-theme').getByRole('radio', { name: 'Dark', exact: true }).check();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');

  const { email, password } = await signUp(page);
  const phone = await otherDevice(browser, email, password);
  await expect(html(phone)).toHaveAttribute('data-theme', 'dark');
  await phone.context().close();
});

test("a device signed out and into another account takes that account's settings", async ({
  page,
  browser,
}) => {
  // The second account chose the light theme on a device of its own.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const second = await signUp(otherPage, 'Grace');
  await otherPage.goto('/settings/');
  await otherPage.getByTestId('settings-theme').getByRole('radio', { name: 'Light', exact: true }).check();
  await expect(html(otherPage)).toHaveAttribute('data-theme', 'light');
  await other.close();

  // This device: one account picks dark, later, then signs out; the second account signs in here.
  await signUp(page);
  await page.goto('/settings/');
  await page.getByTestId('settings-theme').getByRole('radio', { name: 'Dark', exact: true }).check();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await page.goto('/profile/');
  await page.getByTestId('profile-logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await page.goto('/auth/login/');
  await page.getByTestId('login-email').fill(second.email);
  await page.getByTestId('login-password').fill(second.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-coins')).toBeVisible();
  // Its own saved choice, not this device's newer one pushed over it.
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
});
