import { expect, test, type Page, type Request } from '@playwright/test';
import { signUp } from './support';

/**
 * A page's first data is asked for by its route while the page's code is still on its way (issue 18),
 * and the page, once it runs, takes that answer instead of asking again: one request, sent before the
 * chunk has arrived. Without the service worker, so the chunk is fetched here and can be held back.
 */
test.use({ serviceWorkers: 'block' });

/** Holds back the chunks whose file name matches until released; counts the requests of `action`. */
async function holdChunk(page: Page, chunk: RegExp, action: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldOnce = false;
  await page.route(chunk, async (route) => {
    heldOnce = true;
    await held;
    await route.continue();
  });
  const asked: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/${action}`) asked.push(r);
  });
  return { release, asked, wasHeld: () => heldOnce };
}

test('quiz zone asks for its categories while its code loads, once', async ({ page }) => {
  await signUp(page);
  const hold = await holdChunk(page, /\/assets\/CategoriesPage-[^/]*\.js$/, 'get_categories');
  await page.goto('/quiz-zone/');
  await expect.poll(() => hold.asked.length).toBe(1);
  expect(hold.wasHeld()).toBe(true);
  await expect(page.getByTestId('category-list')).toHaveCount(0);
  hold.release();
  await expect(page.getByTestId('category-list')).toContainText('Science');
  expect(hold.asked).toHaveLength(1);
});

test('the leaderboard asks for the board in its address while its code loads, once', async ({ page }) => {
  await signUp(page);
  const hold = await holdChunk(page, /\/assets\/LeaderboardPage-[^/]*\.js$/, 'get_monthly_leaderboard');
  await page.goto('/leaderboard?board=monthly');
  await expect.poll(() => hold.asked.length).toBe(1);
  expect(hold.asked[0]?.postDataBuffer()?.toString()).toContain('name="limit"');
  hold.release();
  await expect(page.getByTestId('leaderboard-panel')).toBeVisible();
  expect(hold.asked).toHaveLength(1);
});

test('true/false draws its set while the play screen loads, and plays that set', async ({ page }) => {
  await signUp(page);
  await page.goto('/quiz-play/true-and-false-play/');
  const hold = await holdChunk(page, /\/assets\/PlayPage-[^/]*\.js$/, 'get_questions_by_type');
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/get_questions_by_type');
  await page.goto('/quiz-play/true-and-false-play/play');
  const body = (await (await answer).json()) as { data: { questions: { question: string }[] } };
  expect(hold.wasHeld()).toBe(true);
  hold.release();
  // The first question on screen is the first of the set drawn early: the page did not draw another.
  await expect(page.getByTestId('question-text')).toHaveText(body.data.questions[0]!.question);
  expect(hold.asked).toHaveLength(1);
});
