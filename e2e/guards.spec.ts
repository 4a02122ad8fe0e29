import { expect, test } from '@playwright/test';
import { signUp } from './support';

test('a visitor opening a protected page is sent to login with "Please login first"', async ({ page }) => {
  await page.goto('/quiz-zone/');
  await expect(page).toHaveURL(/\/auth\/login\/?$/);
  await expect(page.getByText('Please login first')).toBeVisible();
  await page.goto('/profile/');
  await expect(page).toHaveURL(/\/auth\/login\/?$/);
});

test('in Arabic, a cold start on a protected page says "Please login first" in Arabic', async ({ page }) => {
  // The guard runs before the Arabic strings have loaded; its toast once stayed in English.
  await page.addInitScript(() => localStorage.setItem('openquiz.language', JSON.stringify('arabic')));
  await page.goto('/leaderboard/');
  await expect(page).toHaveURL(/\/auth\/login\/?$/);
  await expect(page.getByText('يرجى تسجيل الدخول أولاً')).toBeVisible();
  await expect(page.getByText('Please login first')).toHaveCount(0);
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
  // A token the server does not know any more, in place before the app starts: the next call answers 401.
  await page.addInitScript(() => {
    const session = JSON.parse(localStorage.getItem('openquiz.user') ?? '{}') as { token?: string };
    if (session.token)
      localStorage.setItem('openquiz.user', JSON.stringify({ ...session, token: 'expired' }));
  });
  await page.goto('/profile/');
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByText('Your session has ended, please log in again')).toBeVisible();
});

test('after logging out, a protected page asks for login again', async ({ page }) => {
  await signUp(page);
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('menu-logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.getByTestId('mode-quiz_zone').click();
  await expect(page).toHaveURL(/\/auth\/login\/?$/);
  await expect(page.getByText('Please login first')).toBeVisible();
});
