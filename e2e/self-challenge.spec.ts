import { expect, test } from '@playwright/test';
import { practiceBook } from './practice-book';
import { firstCategory, playQuestions, signUp, violations } from './support';

const book = practiceBook();

test('self challenge: set it up, then five questions against one 3-minute clock', async ({ page }) => {
  await signUp(page);
  const { category } = firstCategory();
  await page.goto('/');
  await page.getByTestId('mode-self_challenge').click();

  await expect(page.getByTestId(`self-category-${category}`)).toBeVisible();
  await expect(page.locator('[data-testid^="self-category-"][disabled]').first()).toBeVisible();
  expect.soft(await violations(page), 'setup').toEqual([]);

  await page.getByTestId(`self-category-${category}`).click();
  await expect(page.getByTestId(`self-category-${category}`)).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('self-start').click();
  await expect(page.getByText('Please select Number of Questions')).toBeVisible();

  await page.getByTestId('self-questions-5').click();
  await page.getByTestId('self-start').click();
  await expect(page.getByText('Please select Number of Timer')).toBeVisible();

  await page.getByTestId('self-minutes-3').click();
  // The choices live in the URL: a reload keeps them.
  await page.reload();
  await expect(page.getByTestId('self-questions-5')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('self-minutes-3')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('self-subcategory-all')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('self-start').click();

  await expect(page.getByTestId('play-screen')).toBeVisible();
  const seconds = Number(await page.getByTestId('countdown-seconds').innerText());
  expect(seconds).toBeGreaterThan(150);
  expect(seconds).toBeLessThanOrEqual(180);
  await playQuestions(page, book, 5, (i) => i !== 2);

  await expect(page.getByTestId('result-screen')).toBeVisible();
  await expect(page.getByTestId('result-correct')).toHaveText('4');
  await expect(page.getByTestId('result-incorrect')).toHaveText('1');
  await expect(page.getByTestId('self-no-coins')).toBeVisible();
  await expect(page.getByTestId('result-coins')).toHaveAttribute('data-value', '0');
  await expect(page.getByTestId('header-coins')).toHaveText('10');
  expect.soft(await violations(page), 'result').toEqual([]);

  await page.getByTestId('result-review').click();
  await expect(page.getByTestId('review-screen')).toBeVisible();
  await expect(page.locator('[data-testid^="review-"][data-correct]')).toHaveCount(5);
  expect.soft(await violations(page), 'review').toEqual([]);

  // Leaving the session returns to the setup with the same choices.
  await page.goBack();
  await page.getByTestId('result-exit').click();
  await expect(page.getByTestId('self-minutes-3')).toHaveAttribute('aria-pressed', 'true');
});
