import { expect, test } from '@playwright/test';
import { practiceBook, totalOf } from './practice-book';
import { playQuestions, signUp, violations } from './support';

const book = practiceBook();

test("play today's quiz, then today is done until midnight", async ({ page }) => {
  await signUp(page);
  await page.goto('/');
  await page.getByTestId('mode-daily_quiz').click();

  await expect(page.getByTestId('daily-card')).toBeVisible();
  await expect(page.getByTestId('daily-streak')).toHaveText(/no streak/i);
  await expect(page.getByTestId('daily-card')).toContainText('10 questions');
  await expect(page.getByTestId('daily-card')).toContainText('30 s each');
  // The calendar of played days: this month, today ringed and not played yet, nothing earlier to see.
  const today = page.getByTestId('daily-calendar').locator('td[aria-current="date"]');
  await expect(today).toHaveCount(1);
  await expect(today).not.toHaveAttribute('data-played');
  await expect(page.getByTestId('daily-calendar-count')).toHaveText('No days played');
  await expect(page.getByTestId('daily-calendar-prev')).toBeDisabled();
  await expect(page.getByTestId('daily-calendar-next')).toBeDisabled();
  expect.soft(await violations(page), 'dashboard').toEqual([]);
  await page.getByTestId('daily-start').click();

  await expect(page.getByTestId('play-screen')).toBeVisible();
  expect.soft(await violations(page), 'play').toEqual([]);
  const total = totalOf(await page.getByTestId('question-counter').innerText());
  expect(total).toBe(10);
  await playQuestions(page, book, total, (i) => i <= 6);

  await expect(page.getByTestId('result-screen')).toBeVisible();
  await expect(page.getByTestId('result-correct')).toHaveText('6');
  await expect(page.getByTestId('result-incorrect')).toHaveText('4');
  await expect(page.getByTestId('result-streak')).toContainText('1');
  await expect(page.getByTestId('header-coins')).toHaveText('10');
  expect.soft(await violations(page), 'result').toEqual([]);

  await page.getByTestId('result-review').click();
  await expect(page.getByTestId('review-screen')).toBeVisible();
  await expect(page.locator('[data-testid^="review-"][data-correct]')).toHaveCount(10);
  expect.soft(await violations(page), 'review').toEqual([]);

  // The server keeps it: the dashboard says today is done, with the new streak.
  await page.goto('/quiz-play/daily-quiz-dashboard/');
  await expect(page.getByTestId('daily-played')).toContainText('You have already played');
  await expect(page.getByTestId('daily-streak')).toHaveText(/1-day streak/);
  await expect(page.getByTestId('daily-start')).toHaveCount(0);
  // The calendar marks today played, for the eye and for a screen reader.
  await expect(today).toHaveAttribute('data-played', 'true');
  await expect(page.getByRole('cell', { name: /played/ })).toHaveCount(1);
  await expect(today).toContainText('played');
  await expect(page.getByTestId('daily-calendar-count')).toHaveText('1 day played');
  await expect(page.getByTestId('daily-best-streak')).toHaveText('Best: 1 day');
  expect.soft(await violations(page), 'dashboard, played').toEqual([]);

  // Nothing of it is this device's: with its storage cleared and the session kept, the dashboard still
  // knows, and the play screen opened directly is refused by the server (112), streak shown.
  await page.evaluate(() => {
    const session = localStorage.getItem('openquiz.user');
    localStorage.clear();
    if (session) localStorage.setItem('openquiz.user', session);
  });
  await page.reload();
  await expect(page.getByTestId('daily-played')).toBeVisible();
  await expect(page.getByTestId('daily-start')).toHaveCount(0);
  await page.goto('/quiz-play/daily-quiz-dashboard/play/');
  await expect(page.getByTestId('daily-played')).toContainText('You have already played');
  await expect(page.getByTestId('daily-streak')).toHaveText(/1-day streak/);
  await expect(page.getByTestId('daily-played')).toContainText(/come back tomorrow/i);
  await expect(page.getByTestId('daily-countdown')).toHaveText(/^\d\d:\d\d:\d\d$/);
  await expect(page.getByTestId('daily-calendar').locator('td[aria-current="date"]')).toHaveAttribute(
    'data-played',
    'true',
  );
  await expect(page.getByTestId('question-text')).toHaveCount(0);
  expect.soft(await violations(page), 'already played').toEqual([]);

  await page.getByTestId('play-back').click();
  await expect(page.getByTestId('daily-played')).toBeVisible();
  await expect(page.getByTestId('daily-streak')).toHaveText(/1-day streak/);
});
