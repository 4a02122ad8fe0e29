import { expect, test, type Browser, type Page } from '@playwright/test';
import { answerBook, firstCategory, playQuestions, signUp, violations } from './support';

const book = answerBook();

/** A person on their own device: a fresh browser context with no session. */
async function otherPerson(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

/** Plays quiz zone level 1 through the UI with `right` correct answers out of 10 (a pass scores 4 a right one, −4 a wrong one). */
async function playLevelOne(page: Page, right: number) {
  const { category, subcategory } = firstCategory();
  await page.goto(`/quiz-zone/${category}/${subcategory}/level/1/`);
  await playQuestions(page, book, 10, (i) => i <= right);
  await expect(page.getByTestId('result-correct')).toHaveText(String(right));
}

/**
 * The rank shown for a player on the open board, loading more rows until they appear. Other specs
 * may play on the same server, so ranks are compared, not fixed.
 */
async function rankOf(page: Page, name: string): Promise<number> {
  const entry = page
    .locator('[data-testid^="podium-"], [data-testid^="rank-row-"]')
    .filter({ hasText: name })
    .first();
  for (;;) {
    if (await entry.count()) break;
    const more = page.getByTestId('leaderboard-more');
    if (!(await more.isVisible())) throw new Error(`${name} is not on the board`);
    await more.click();
    await expect(more).not.toHaveAttribute('aria-busy', 'true');
  }
  const testId = (await entry.getAttribute('data-testid')) ?? '';
  return Number(/-(\d+)$/.exec(testId)?.[1]);
}

test('two players play; the boards rank them, pin my rank and switch periods', async ({ page, browser }) => {
  test.slow(); // two levels played through the UI
  const tag = Math.random().toString(36).slice(2, 7);
  const ada = `Ada ${tag}`;
  const bo = `Bo ${tag}`;

  await signUp(page, ada);
  await playLevelOne(page, 8); // 8 × 4 − 2 × 4 = 24 points

  const other = await otherPerson(browser);
  await signUp(other.page, bo);
  await playLevelOne(other.page, 10); // 40 points
  await other.context.close();

  // Ada opens the leaderboard from the account menu: today's board first.
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Leaderboard' }).click();
  await expect(page).toHaveURL(/\/leaderboard\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await expect(page.getByTestId('leaderboard-tab-daily')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('podium')).toBeVisible();

  for (const board of ['daily', 'monthly', 'all'] as const) {
    if (board !== 'daily') {
      await page.getByTestId(`leaderboard-tab-${board}`).click();
      await expect(page).toHaveURL(new RegExp(`board=${board}`));
      await expect(page.getByTestId(`leaderboard-tab-${board}`)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('podium')).toBeVisible();
    }
    const adaRank = await rankOf(page, ada);
    const boRank = await rankOf(page, bo);
    expect(boRank, `${board}: 40 points rank above 24`).toBeLessThan(adaRank);
    // Ada's own standing is pinned at the bottom, with her rank and points.
    const mine = page.getByTestId('my-rank');
    await expect(mine.getByTestId('my-rank-value')).toHaveText(`#${adaRank}`);
    await expect(mine.getByTestId('my-rank-score')).toContainText('24');
    await expect(mine).toBeInViewport();
    const adaEntry = page.locator('[aria-current="true"]').filter({ hasText: ada });
    await expect(adaEntry).toContainText('24');
    await expect(adaEntry).toContainText('You');
    expect.soft(await violations(page), `${board} board`).toEqual([]);
  }

  // Arrow keys move between the tabs, as the ARIA tabs pattern says.
  await page.getByTestId('leaderboard-tab-all').focus();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('leaderboard-tab-daily')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('leaderboard-tab-daily')).toBeFocused();
  await expect(page).toHaveURL(/\/leaderboard\/$/);

  // The home page shows the all-time top and links to the full board.
  await page.goto('/');
  await expect(page.getByTestId('home-rank-1')).toBeVisible();
  expect.soft(await violations(page), 'home with the leaderboard snapshot').toEqual([]);
  await page.getByTestId('home-leaderboard-all').click();
  await expect(page).toHaveURL(/\/leaderboard\/\?board=all$/);
  await expect(page.getByTestId('leaderboard-tab-all')).toHaveAttribute('aria-selected', 'true');
});

test('a player who has not scored is told so and offered a game', async ({ page }) => {
  await signUp(page, `Cy ${Math.random().toString(36).slice(2, 7)}`);
  await page.goto('/leaderboard/?board=monthly');
  const mine = page.getByTestId('my-rank');
  await expect(mine.getByTestId('my-rank-value')).toHaveText('Not ranked yet');
  // Either others have scored this month (then the bar offers a game) or the board is empty (it does).
  const play = page.getByTestId('my-rank-play').or(page.getByTestId('leaderboard-empty-play'));
  await expect(play.first()).toBeVisible();
  expect.soft(await violations(page), 'unranked').toEqual([]);
  await play.first().click();
  await expect(page).toHaveURL(/\/quiz-zone\/$/);
});

test('visitors see a sign-up teaser on the home page, and the board asks them to log in', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Climb the leaderboard' })).toBeVisible();
  await expect(page.getByTestId('home-leaderboard')).toHaveCount(0);
  await page.goto('/leaderboard/');
  await expect(page).toHaveURL(/\/auth\/login/);
});
