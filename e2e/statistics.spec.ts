import { expect, test } from '@playwright/test';
import { answerBook, firstCategory, playQuestions, signUp, violations } from './support';

const book = answerBook();

test('statistics: empty before playing, charts and their numbers after a quiz zone level', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/profile/statistics/');
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expect(page.getByTestId('stats-battles-none')).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(0);
  expect.soft(await violations(page), 'empty statistics').toEqual([]);

  const { category, subcategory } = firstCategory();
  await page.goto(`/quiz-zone/${category}/${subcategory}/level/1/`);
  await expect(page.getByTestId('play-screen')).toBeVisible();
  await playQuestions(page, book, 10, (i) => i <= 7);
  await expect(page.getByTestId('result-correct')).toHaveText('7');

  await page.goto('/profile/statistics/');
  await expect(page.getByTestId('stats-questions')).toHaveText('10');
  await expect(page.getByTestId('stats-accuracy')).toHaveText('70%');
  await expect(page.getByTestId('stats-correct')).toHaveText('7');
  await expect(page.getByTestId('stats-incorrect')).toHaveText('3');
  await expect(page.getByTestId('stats-strong')).not.toBeEmpty();
  // The three charts are drawn (canvases with their accessible names) once their chunk has loaded.
  await expect(page.getByTestId('chart-answers')).toHaveAttribute('aria-label', /7 correct and 3 incorrect/);
  await expect(page.getByTestId('chart-categories')).toBeVisible();
  await expect(page.getByTestId('chart-score')).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(3);
  for (const chart of ['chart-answers', 'chart-categories', 'chart-score']) {
    await expect
      .poll(() =>
        page.getByTestId(chart).evaluate((c: HTMLCanvasElement) => {
          const pixels = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
          return pixels.some((v, i) => i % 4 === 3 && v > 0);
        }),
      )
      .toBe(true);
  }

  await page.getByTestId('stats-categories-card').getByText('Show the numbers').click();
  await expect(page.getByTestId('stats-categories-table')).toContainText('70%');
  const score = (await page.getByTestId('stats-score').innerText()).trim();
  expect(Number(score)).toBeGreaterThan(0);
  await page.getByTestId('stats-score-card').getByText('Show the numbers').click();
  await expect(page.getByTestId('stats-score-table').locator('tbody td')).toHaveText([score]);
  expect.soft(await violations(page), 'statistics').toEqual([]);

  // Dark mode and Arabic (right to left) keep the page readable and axe-clean.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('canvas')).toHaveCount(3);
  expect.soft(await violations(page), 'statistics, dark').toEqual([]);
  await page.getByTestId('language-select').selectOption('arabic');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('stats-answers-text')).toContainText('صحيحة');
  await expect(page.getByTestId('chart-answers')).toHaveAttribute('aria-label', /7/);
  expect.soft(await violations(page), 'statistics, Arabic').toEqual([]);
  await page.goto('/profile/invite/');
  await expect(page.getByTestId('invite-code')).toBeVisible();
  expect.soft(await violations(page), 'invite, dark Arabic').toEqual([]);
});
