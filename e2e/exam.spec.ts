import { expect, test, type Page } from '@playwright/test';
import { grantAdmin, signUp, violations } from './support';

const KEY = 'DEMO-EXAM-2026';

/** Opens today's demo exam from the list, through the key and the rules, to its first question. */
async function openExam(page: Page) {
  await page.goto('/exam-module/');
  await page.getByTestId('exam-start').first().click();
  const dialog = page.getByTestId('exam-start-dialog');
  await expect(dialog.getByTestId('exam-rules')).toBeVisible();
  await dialog.getByTestId('exam-begin').click();
  await expect(dialog).toContainText('Please enter the Exam Key');
  await dialog.getByTestId('exam-key').fill('WRONG-KEY');
  await dialog.getByTestId('exam-begin').click();
  await expect(dialog).toContainText('Invalid exam key');
  await dialog.getByTestId('exam-key').fill(KEY);
  await dialog.getByTestId('exam-begin').click();
  await expect(dialog).toContainText('Please agree to the exam rules');
  await dialog.getByTestId('exam-agree').check();
  await dialog.getByTestId('exam-begin').click();
  await expect(page.getByTestId('exam-play')).toBeVisible();
  await expect(page.getByTestId('exam-clock')).toHaveText(/^(09|10):\d\d$/);
}

/**
 * Hides the exam page. The real signal first: another tab comes to the front. Headless Chromium keeps
 * every tab "visible" (bringing a tab forward, minimising the window through CDP and
 * Page.setWebLifecycleState were all tried), so when the browser does not hide the page, the page's own
 * document.visibilityState is overridden and `visibilitychange` dispatched — the same event and property
 * the app reads — and restored after `ms`.
 */
async function hideFor(page: Page, ms: number) {
  const other = await page.context().newPage();
  await other.bringToFront();
  const real = await expect
    .poll(() => page.evaluate(() => document.visibilityState), { timeout: 1_000 })
    .toBe('hidden')
    .then(
      () => true,
      () => false,
    );
  test.info().annotations.push({ type: 'hiding', description: real ? 'another tab in front' : 'simulated' });
  if (!real)
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
  await other.waitForTimeout(ms);
  await page.bringToFront();
  await other.close();
  if (!real)
    await page.evaluate(() => {
      const doc = document as unknown as Record<string, unknown>;
      delete doc.visibilityState;
      delete doc.hidden;
      document.dispatchEvent(new Event('visibilitychange'));
    });
}

test('a player who hides the exam for 6 seconds sees it submitted automatically', async ({ page }) => {
  await signUp(page, 'Hidden');
  await openExam(page);
  await page.getByTestId('exam-option-a').click();
  await expect(page.getByTestId('exam-nav-1')).toHaveAttribute('data-answered', 'true');
  await hideFor(page, 6_000);
  // The warning came at the first hiding; the exam was then submitted by the page after 5 s hidden.
  await expect(page).toHaveURL(/\/exam-module\/\d+\/result$/);
  const notice = page.getByTestId('exam-notice');
  await expect(notice).toHaveAttribute('data-reason', 'hidden');
  await expect(notice).toContainText('Submitted automatically');
  await expect(page.getByTestId('exam-review').locator('li')).toHaveCount(10);
});

test("a completed exam's result and review, and the examiner's page", async ({ page }) => {
  const { email } = await signUp(page, 'Reviewer', { verified: true });
  await openExam(page);
  // Answers can be changed in the demo exam: a first choice, then another.
  await page.getByTestId('exam-option-a').click();
  await page.getByTestId('exam-option-b').click();
  await expect(page.getByTestId('exam-option-b')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('exam-next').click();
  await page.getByTestId('exam-option-a').click();
  await expect(page.getByTestId('exam-nav-2')).toHaveAttribute('data-answered', 'true');
  await page.getByTestId('exam-submit').click();
  await expect(page.getByTestId('exam-submit-dialog')).toContainText('2 of 10');
  await page.getByTestId('exam-submit-confirm').click();

  await expect(page).toHaveURL(/\/exam-module\/\d+\/result$/);
  await expect(page.getByTestId('exam-notice')).toHaveCount(0);
  await expect(page.getByTestId('exam-obtained')).toContainText('/ 17');
  await expect(page.getByTestId('exam-unanswered')).toHaveText('8');
  const review = page.getByTestId('exam-review').locator('li');
  await expect(review).toHaveCount(10);
  await expect(review.filter({ hasText: 'Right answer' }).first()).toBeVisible();
  expect.soft(await violations(page), 'exam result').toEqual([]);

  await page.goto('/exam-module/');
  await page.getByTestId('exam-tab-completed').click();
  await expect(page.getByTestId('exam-result-link')).toBeVisible();
  await page.getByTestId('exam-tab-today').click();
  await expect(page.getByTestId('exam-status').first()).toHaveText('Completed');

  // A player has no examiner's page; once the operator grants admin, the same account has.
  await page.goto('/admin/exams');
  await expect(page.getByTestId('exam-attempt')).toHaveCount(0);
  await grantAdmin(email);
  await page.goto('/admin/exams/results');
  const mine = page.getByTestId('exam-attempt').filter({ hasText: 'Reviewer' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Submitted');
  expect.soft(await violations(page), 'examiner page').toEqual([]);
});
