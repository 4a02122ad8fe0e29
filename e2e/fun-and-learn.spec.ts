import { expect, test } from '@playwright/test';
import { contentBook, rightOptionText } from './learning-content';
import { signUp, violations } from './support';

const book = contentBook('fun-and-learn.en.json');

test('fun & learn: read a passage with its video, take its quiz, see it completed', async ({ page }) => {
  // A whole set, 1.6 s of feedback after each answer, and axe on every screen.
  test.setTimeout(180_000);
  await signUp(page);
  await page.goto('/');
  await page.getByTestId('mode-fun_learn').click();
  await page.getByTestId('category-science-explained').click();
  await page.getByTestId('subcategory-the-human-body').click();

  // The passage list: three passages, none completed yet.
  const list = page.getByTestId('passage-list');
  await expect(list.locator('[data-testid^="passage-"]:not([data-testid$="-completed"])')).toHaveCount(3);
  await expect(list.getByText('Completed')).toHaveCount(0);
  expect.soft(await violations(page), 'passage list').toEqual([]);
  await list.getByRole('link', { name: /How Vaccines Train Your Body/ }).click();

  // The reading page: the passage's own HTML, its video link and the quiz button.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How Vaccines Train Your Body');
  const detail = page.getByTestId('passage-detail');
  await expect(detail.locator('strong', { hasText: 'immune system' })).toBeVisible();
  await expect(detail.locator('li').first()).toBeVisible();
  const video = page.getByTestId('passage-video');
  await expect(video).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\//);
  await expect(video).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('passage-completed')).toHaveCount(0);
  expect.soft(await violations(page), 'passage').toEqual([]);
  await page.getByTestId('passage-start').click();

  await expect(page.getByTestId('play-screen')).toBeVisible();
  const total = Number(/\/(\d+)/.exec(await page.getByTestId('question-counter').innerText())?.[1]);
  expect(total).toBe(5);
  for (let i = 1; i <= total; i++) {
    await expect(page.getByTestId('question-counter')).toHaveText(new RegExp(`\\b${i}/${total}\\b`));
    const text = (await page.getByTestId('question-text').innerText()).trim();
    const q = book.get(text);
    expect(q, `known question: ${text}`).toBeTruthy();
    const right = rightOptionText(q!);
    const options = page.locator('[data-testid^="option-"]');
    // Four right, the last one wrong on purpose.
    const want = i < total;
    let clicked = false;
    for (let k = 0; k < (await options.count()) && !clicked; k++) {
      const lines = (await options.nth(k).innerText()).split('\n').map((l) => l.trim());
      if (lines.includes(right) === want) {
        await options.nth(k).click();
        clicked = true;
      }
    }
    expect(clicked).toBe(true);
    await expect(page.getByTestId('feedback')).not.toBeEmpty();
  }

  await expect(page.getByTestId('result-screen')).toBeVisible();
  await expect(page.getByTestId('result-correct')).toHaveText('4');
  await expect(page.getByTestId('result-incorrect')).toHaveText('1');
  const earned = Number(await page.getByTestId('result-coins').getAttribute('data-value'));
  expect(earned).toBeGreaterThan(0);
  await expect(page.getByTestId('header-coins')).toHaveText(String(10 + earned));
  expect.soft(await violations(page), 'result').toEqual([]);

  await page.getByTestId('result-review').click();
  await expect(page.getByTestId('review-screen')).toBeVisible();
  await expect(page.locator('[data-testid^="review-"][data-correct]')).toHaveCount(5);
  await page.goBack();

  // Back to the list: the passage now wears its Completed badge, here and on its page.
  await page.getByTestId('result-exit').click();
  await expect(page).toHaveURL(/\/fun-and-learn\/science-explained\/the-human-body\/$/);
  await expect(page.getByTestId('passage-list').getByText('Completed')).toHaveCount(1);
  await page
    .getByTestId('passage-list')
    .getByRole('link', { name: /How Vaccines/ })
    .click();
  await expect(page.getByTestId('passage-completed')).toBeVisible();
});
