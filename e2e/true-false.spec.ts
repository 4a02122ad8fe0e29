import { expect, test } from '@playwright/test';
import { practiceBook, totalOf } from './practice-book';
import { playQuestions, signUp, violations } from './support';

const book = practiceBook();

test('true & false: rules, ten statements, result and review', async ({ page }) => {
  await signUp(page);
  await page.goto('/');
  await page.getByTestId('mode-true_false').click();

  await expect(page.getByTestId('true-false-intro')).toBeVisible();
  expect.soft(await violations(page), 'intro').toEqual([]);
  await page.getByTestId('true-false-start').click();

  await expect(page.getByTestId('play-screen')).toBeVisible();
  await expect(page.getByTestId('play-screen')).toHaveAttribute('data-kind', 'true_false');
  await expect(page.getByTestId('option-a')).toContainText('True');
  await expect(page.getByTestId('option-b')).toContainText('False');
  expect.soft(await violations(page), 'play').toEqual([]);
  const total = totalOf(await page.getByTestId('question-counter').innerText());
  expect(total).toBe(10);
  await playQuestions(page, book, total, (i) => i <= 7);

  await expect(page.getByTestId('result-screen')).toBeVisible();
  await expect(page.getByTestId('result-correct')).toHaveText('7');
  await expect(page.getByTestId('result-incorrect')).toHaveText('3');
  // True & false is practice: no coins, so the wallet is what sign-up gave.
  await expect(page.getByTestId('result-coins')).toHaveAttribute('data-value', '0');
  await expect(page.getByTestId('header-coins')).toHaveText('10');
  expect.soft(await violations(page), 'result').toEqual([]);

  await page.getByTestId('result-review').click();
  await expect(page.getByTestId('review-screen')).toBeVisible();
  await expect(page.locator('[data-testid^="review-"][data-correct]')).toHaveCount(10);
  await expect(page.locator('[data-testid^="review-"][data-correct="true"]')).toHaveCount(7);
  expect.soft(await violations(page), 'review').toEqual([]);

  // Back on the intro, Start deals a fresh set.
  await page.goto('/quiz-play/true-and-false-play/');
  await page.getByTestId('true-false-start').click();
  await expect(page.getByTestId('question-counter')).toHaveText(/\b1\/10\b/);
});
