import { expect, test } from '@playwright/test';
import { signUp } from './support';

test('a visitor opening a protected page is sent to login with "Please login first"', async ({ page }) => {
  await page.goto('/quiz-zone/');
  await expect(page).toHaveURL(/\/auth\/login\/?$/);
  await expect(page.getByText('Please login first')).toBeVisible();
  await page.goto('/profile/');
  await expect(page).toHaveURL(/\/auth\/login\/?$/);
});

test('a signed-in player opening an auth page goes home', async ({ page }) => {
  await signUp(page);
  await page.goto('/auth/login/');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/sign-up/');
  await expect(page).toHaveURL(/\/$/);
});

test('unknown pages show the 404 page; pages carry SEO tags', async ({ page }) => {
  await page.goto('/no-such-page/');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.goto('/');
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'index, follow');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /OpenQuiz/);
  await expect(page).toHaveTitle(/OpenQuiz/);
});

test('an expired session logs the player out and goes home', async ({ page }) => {
  await signUp(page);
  // A token the server does not know any more: the next call answers 401.
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('openquiz.user') ?? '{}') as { token: string };
    localStorage.setItem('openquiz.user', JSON.stringify({ ...session, token: 'expired' }));
  });
  await page.goto('/profile/');
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page).not.toHaveURL(/\/profile/);
});
