import { expect, test } from '@playwright/test';
import { practiceBook } from './practice-book';
import { answerCurrent, playQuestions, signUp, violations } from './support';

const book = practiceBook();

test('bookmark a statement while playing, replay the bookmarks, then remove it', async ({ page }) => {
  await signUp(page);
  await page.goto('/profile/play-bookmark-questions/');
  await expect(page.getByTestId('empty-state')).toBeVisible();
  expect.soft(await violations(page), 'bookmarks, empty').toEqual([]);

  await page.goto('/');
  await page.getByTestId('mode-true_false').click();
  await page.getByTestId('true-false-start').click();
  await expect(page.getByTestId('play-screen')).toBeVisible();
  const question = (await page.getByTestId('question-text').innerText()).trim();
  const id = await page.locator('[data-question-id]').getAttribute('data-question-id');
  // Before answering, the answer was not shown yet: the bookmark waits and says why.
  await expect(page.getByTestId('bookmark-toggle')).toBeDisabled();
  await expect(page.getByTestId('bookmark-toggle')).toHaveAccessibleName(/answer first/i);
  await playQuestions(page, book, 10, (i) => i % 2 === 0);
  await expect(page.getByTestId('result-screen')).toBeVisible();
  // Bookmarked from the review, where its answer is shown.
  await page.getByTestId('result-review').click();
  const reviewed = page.getByTestId(`review-${id}`);
  await reviewed.getByTestId('bookmark-toggle').click();
  await expect(reviewed.getByTestId('bookmark-toggle')).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/profile/');
  await page.getByRole('link', { name: 'Bookmarks' }).click();
  await expect(page.getByTestId('bookmark-tab-1')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('bookmark-count')).toHaveText('1 saved question');
  await expect(page.getByTestId(`bookmark-${id}`)).toContainText(question);
  expect.soft(await violations(page), 'bookmarks').toEqual([]);

  // Other types have their own, still empty, lists.
  await page.getByTestId('bookmark-tab-3').click();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await page.getByTestId('bookmark-tab-1').click();

  await page.getByTestId('bookmark-play').click();
  await expect(page.getByTestId('play-screen')).toBeVisible();
  await expect(page.getByTestId('question-counter')).toHaveText(/\b1\/1\b/);
  await expect(page.getByTestId('question-text')).toHaveText(question);
  await expect(page.getByTestId('bookmark-toggle')).toHaveAttribute('aria-pressed', 'true');
  await answerCurrent(page, book, true);
  await expect(page.getByTestId('result-correct')).toHaveText('1');
  await expect(page.getByTestId('header-coins')).toHaveText('10');
  await page.getByTestId('result-review').click();
  await expect(page.getByTestId('review-screen')).toBeVisible();
  await expect(page.getByTestId(`review-${id}`)).toHaveAttribute('data-correct', 'true');
  await page.getByTestId('page-back').click();
  await page.getByTestId('result-exit').click();

  await page.getByTestId(`bookmark-remove-${id}`).click();
  await expect(page.getByTestId('bookmark-remove-dialog')).toBeVisible();
  expect.soft(await violations(page), 'remove dialog').toEqual([]);
  await page.getByTestId('bookmark-remove-confirm').click();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('empty-state')).toBeVisible();
});
