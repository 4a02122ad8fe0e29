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

  await page.getByTestId('profile-logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();

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
