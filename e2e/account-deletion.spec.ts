import { expect, test } from '@playwright/test';
import { signUp, violations } from './support';

test('delete the account: confirm, logged out, home with a toast; signing in again fails', async ({
  page,
}) => {
  const { email, password } = await signUp(page, 'Gina');
  await page.goto('/profile/');
  await page.getByTestId('delete-account').click();
  const dialog = page.getByTestId('delete-account-dialog');
  await expect(dialog).toBeVisible();
  expect.soft(await violations(page), 'delete dialog').toEqual([]);
  // Nothing happens until the player ticks that they understand.
  await expect(dialog.getByTestId('delete-account-confirm')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByTestId('delete-account').click();
  await dialog.getByTestId('delete-account-understand').check();
  await dialog.getByTestId('delete-account-confirm').click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-login')).toBeVisible();

  await page.goto('/auth/login/');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('form-error')).toContainText(/invalid email or password/i);

  // The address is free again: it signs up as a brand-new player.
  await page.goto('/auth/sign-up/');
  await page.getByTestId('signup-name').fill('Gina');
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-password').fill(password);
  await page.getByTestId('signup-confirm').fill(password);
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('header-coins')).toHaveText('10');
});
