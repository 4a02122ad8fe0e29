import { expect, test } from '@playwright/test';
import { signUp, violations } from './support';

test('report a question from play and from the review, with a reason', async ({ page }) => {
  await signUp(page);
  await page.goto('/quiz-play/true-and-false-play/');
  await page.getByTestId('true-false-start').click();
  await expect(page.getByTestId('play-screen')).toBeVisible();

  await page.getByTestId('report-open').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect.soft(await violations(page), 'report dialog').toEqual([]);
  await page.getByTestId('report-send').click();
  await expect(page.getByText('Please provide a reason for reporting')).toBeVisible();
  await expect(dialog).toBeVisible();

  await page.getByTestId('report-reason').fill('The explanation names the wrong year.');
  await page.getByTestId('report-send').click();
  await expect(page.getByText('Thanks! We will look at this question.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Finish the set by letting nothing slow it down: answer every statement "True".
  const total = 10;
  for (let i = 1; i <= total; i++) {
    await expect(page.getByTestId('question-counter')).toHaveText(new RegExp(`\\b${i}/${total}\\b`));
    await page.getByTestId('option-a').click();
    await expect(page.getByTestId('feedback')).not.toBeEmpty();
  }
  await page.getByTestId('result-review').click();
  await expect(page.getByTestId('review-screen')).toBeVisible();
  await page.getByTestId('report-open').first().click();
  await page.getByTestId('report-reason').first().fill('Ambiguous wording.');
  await page.getByTestId('report-send').first().click();
  await expect(page.getByText('Thanks! We will look at this question.')).toBeVisible();
});
