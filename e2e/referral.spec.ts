import { expect, test, type Browser, type Page } from '@playwright/test';
import { practiceBook } from './practice-book';
import { playQuestions, signUp, verifyEmail, violations } from './support';

const book = practiceBook();

/** A first real game: ten true/false statements played to the result screen. */
async function playFirstGame(page: Page) {
  await page.goto('/');
  await page.getByTestId('mode-true_false').click();
  await page.getByTestId('true-false-start').click();
  await playQuestions(page, book, 10, () => true);
  await expect(page.getByTestId('result-screen')).toBeVisible();
}

/** A second person on their own device: a fresh browser context with no session. */
async function otherPerson(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

test('A shares an invite link; B signs up through it; both are credited once B has played', async ({
  page,
  browser,
  context,
}) => {
  // Two sign-ups, two verification links read through the operator's command, a full game.
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUp(page, 'Alice', { verified: true }); // 10 coins; rewards go to verified addresses
  await page.goto('/profile/invite/');
  const code = (await page.getByTestId('invite-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  await expect(page.getByTestId('invite-steps')).toContainText('100');
  await expect(page.getByTestId('invite-steps')).toContainText('50');
  await expect(page.getByTestId('invite-friends-joined')).toHaveText('0');
  expect.soft(await violations(page), 'invite page').toEqual([]);

  // Headless Chromium has no share sheet, so the page offers the copy-link fallback.
  await page.getByTestId('invite-copy').click();
  await expect(page.getByText('Invite link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/auth/sign-up/\\?ref=${code}$`));
  await expect(page.getByTestId('invite-link')).toHaveValue(link);

  const b = await otherPerson(browser);
  await b.page.goto(link);
  await expect(b.page.getByTestId('signup-referral')).toHaveValue(code);
  expect.soft(await violations(b.page), 'sign-up with a code').toEqual([]);
  await b.page.getByTestId('signup-name').fill('Bob');
  const bob = `bob-${Date.now()}@example.com`;
  await b.page.getByTestId('signup-email').fill(bob);
  await b.page.getByTestId('signup-password').fill('correct horse battery');
  await b.page.getByTestId('signup-confirm').fill('correct horse battery');
  await b.page.getByTestId('signup-submit').click();
  // The welcome bonus now; the referral's 50 wait for B's first game.
  await expect(b.page.getByTestId('header-coins')).toHaveText('10');
  await b.page.goto('/profile/invite/');
  await expect(b.page.getByTestId('invite-used')).toContainText(code);
  await expect(b.page.getByTestId('invite-used')).toContainText('first game');
  await expect(b.page.getByTestId('invite-enter-code')).toHaveCount(0);
  // B proves the address through the mailed link (no referral reward is paid to unproven addresses).
  await verifyEmail(b.page, bob);

  // Before B plays, A sees a friend waiting and nothing paid.
  await page.reload();
  await expect(page.getByTestId('invite-friends-pending')).toHaveText('1');
  await expect(page.getByTestId('invite-friends-joined')).toHaveText('0');
  await expect(page.getByTestId('header-coins')).toHaveText('10');

  await playFirstGame(b.page);
  await b.page.goto('/profile/');
  await expect(b.page.getByTestId('profile-coins')).toHaveText('60');
  await b.context.close();

  // Welcome bonus 10 + referral reward 100, on A's profile and in the header.
  await page.goto('/profile/');
  await expect(page.getByTestId('profile-coins')).toHaveText('110');
  await expect(page.getByTestId('header-coins')).toHaveText('110');
  await page.goto('/profile/invite/');
  await expect(page.getByTestId('invite-friends-joined')).toHaveText('1');
  await expect(page.getByTestId('invite-coins-earned')).toHaveText('100');
  // A hears about it: the bell counts the news and the list says what happened.
  await expect(page.getByTestId('header-bell')).not.toHaveAttribute('data-unread', '0');
  await page.getByTestId('header-bell').click();
  await expect(page.getByTestId('notification-list')).toContainText('Bob joined with your code');
  await expect(page.getByTestId('notification-list')).toContainText(
    'Bob played their first game: +100 coins',
  );
});

test('a mistyped code stops the sign-up; corrected, the same form signs up', async ({ page, browser }) => {
  const a = await otherPerson(browser);
  await signUp(a.page, 'Carol');
  await a.page.goto('/profile/invite/');
  const code = (await a.page.getByTestId('invite-code').innerText()).trim();
  await a.context.close();

  await page.goto('/auth/sign-up/?ref=NOPE1234');
  await page.getByTestId('signup-name').fill('Dan');
  await page.getByTestId('signup-email').fill(`dan-${Date.now()}@example.com`);
  await page.getByTestId('signup-password').fill('correct horse battery');
  await page.getByTestId('signup-confirm').fill('correct horse battery');
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('form-error')).toHaveText('This referral code cannot be used');
  await expect(page.getByTestId('header-login')).toBeVisible();
  await page.getByTestId('signup-referral').fill(code.toLowerCase());
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('header-coins')).toHaveText('10');
  await page.goto('/profile/invite/');
  await expect(page.getByTestId('invite-used')).toContainText(code);
});

test('a player enters a friend’s code once on the invite page', async ({ page, browser }) => {
  const a = await otherPerson(browser);
  await signUp(a.page, 'Erin', { verified: true });
  await a.page.goto('/profile/invite/');
  const code = (await a.page.getByTestId('invite-code').innerText()).trim();

  await signUp(page, 'Frank', { verified: true });
  await page.goto('/profile/invite/');
  const own = (await page.getByTestId('invite-code').innerText()).trim();
  await page.getByTestId('invite-enter-code').fill(own);
  await page.getByTestId('invite-apply').click();
  await expect(page.getByText('You cannot use your own referral code').first()).toBeVisible();
  await expect(page.getByTestId('header-coins')).toHaveText('10');

  await page.getByTestId('invite-enter-code').fill(code);
  await page.getByTestId('invite-apply').click();
  await expect(page.getByText('Code applied: +50 coins after your first game')).toBeVisible();
  await expect(page.getByTestId('invite-used')).toContainText(code);
  await expect(page.getByTestId('header-coins')).toHaveText('10');
  expect.soft(await violations(page), 'invite page after a code').toEqual([]);

  await playFirstGame(page);
  await expect(page.getByTestId('header-coins')).toHaveText('60');
  await a.page.reload();
  await expect(a.page.getByTestId('invite-friends-joined')).toHaveText('1');
  await expect(a.page.getByTestId('header-coins')).toHaveText('110');
  await a.context.close();
});
