import { expect, test, type Page } from '@playwright/test';
import { answerBook, firstCategory, signUp } from './support';

const book = answerBook();

/** The number key of the right option of the question on screen (1 for the first option…). */
async function rightKey(page: Page): Promise<string> {
  const text = (await page.getByTestId('question-text').innerText()).trim();
  const right = book.get(text);
  expect(right, `known question: ${text}`).toBeTruthy();
  const labels = await page.locator('[data-testid^="option-"]').allInnerTexts();
  const index = labels.findIndex((label) => label.split('\n').some((line) => line.trim() === right));
  expect(index, `right option of: ${text}`).toBeGreaterThanOrEqual(0);
  return String(index + 1);
}

test('a level played with the keyboard alone: number keys answer, Enter moves on', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  const { category, subcategory } = firstCategory();
  // The page's clock is ours: once paused, the verdict's pause never ends by itself, so only Enter
  // can bring the next question (and no question's time runs out while the test reads it).
  await page.clock.install();
  await page.goto(`/quiz-zone/${category}/${subcategory}/level/1/`);
  await expect(page.getByTestId('play-screen')).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1000);

  for (let i = 1; i <= 10; i++) {
    await expect(page.getByTestId('question-counter')).toHaveText(new RegExp(`\\b${i}/10\\b`));
    // Each new question has the focus: a screen reader reads it, and the keys work from there.
    await expect(page.getByTestId('question-text')).toBeFocused();
    await page.keyboard.press(await rightKey(page));
    // The verdict is announced (a polite live region) before anything moves on.
    await expect(page.getByTestId('feedback')).toContainText('Correct');
    await expect(page.getByTestId('feedback')).toHaveAttribute('aria-live', 'polite');
    await page.keyboard.press('Enter');
    if (i < 10)
      await expect(page.getByTestId('question-counter')).toHaveText(new RegExp(`\\b${i + 1}/10\\b`));
  }

  // The result: its heading has the focus, and Enter takes the first step offered, the next level.
  await expect(page.getByTestId('result-screen')).toBeVisible();
  await expect(page.getByTestId('result-correct')).toHaveText('10');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/level\/2\/?$/);
  await expect(page.getByTestId('question-text')).toBeFocused();
});
