import { expect, test } from '@playwright/test';
import { answerBook, answerCurrent, firstCategory, signUp } from './support';

const book = answerBook();

test('lifelines: once per level, 50/50 and poll exclude each other, disabled when coins are short', async ({
  page,
}) => {
  await signUp(page); // 10 coins: exactly one lifeline
  const { category, subcategory } = firstCategory();
  await page.goto(`/quiz-zone/${category}/${subcategory}/level/1/`);
  await expect(page.getByTestId('play-screen')).toBeVisible();

  const fifty = page.getByTestId('lifeline-fifty_fifty');
  const poll = page.getByTestId('lifeline-audience_poll');
  const reset = page.getByTestId('lifeline-reset_time');
  const skip = page.getByTestId('lifeline-skip');
  await expect(fifty).toBeEnabled();

  await fifty.click();
  // Two wrong options are gone, the coins paid for it, and the poll is off for this question.
  await expect(page.locator('[data-testid^="option-"]:disabled')).toHaveCount(2);
  await expect(page.getByTestId('play-coins')).toContainText('0');
  await expect(page.getByTestId('header-coins')).toHaveText('0');
  await expect(fifty).toBeDisabled();
  await expect(poll).toBeDisabled();
  // With 0 coins every other lifeline is disabled too, and says why.
  await expect(reset).toBeDisabled();
  await expect(skip).toBeDisabled();
  await expect(reset).toHaveAttribute('data-reason', 'lifeline_no_coins');
  await expect(poll).toHaveAttribute('data-reason', 'lifeline_not_with_fifty');

  await answerCurrent(page, book, true);
  await expect(page.getByTestId('question-counter')).toHaveText(/\b2\/10\b/);
  await expect(fifty).toBeDisabled();
  await expect(fifty).toHaveAttribute('data-reason', 'lifeline_used');
});

test('the audience poll shows percentages and then blocks 50/50 on that question', async ({ page }) => {
  await signUp(page);
  const { category, subcategory } = firstCategory();
  await page.goto(`/quiz-zone/${category}/${subcategory}/level/1/`);
  await page.getByTestId('lifeline-audience_poll').click();
  const values = page.locator('[data-testid^="poll-"]');
  await expect(values).toHaveCount(4);
  const percents = await values.allInnerTexts();
  expect(percents.reduce((sum, v) => sum + Number(/(\d+)%/.exec(v)?.[1]), 0)).toBe(100);
  await expect(page.getByTestId('lifeline-fifty_fifty')).toBeDisabled();
});
