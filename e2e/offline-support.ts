import { expect, type Page } from '@playwright/test';
import { answerBook, answerCurrent, firstCategory } from './support';

const book = answerBook();

/** Waits until the service worker controls the page (then the app opens with no network). */
export async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** Downloads the first demo subcategory's pack from its levels page. */
export async function downloadFirstPack(page: Page) {
  const { category, subcategory } = firstCategory();
  await page.goto(`/quiz-zone/${category}/${subcategory}/`);
  await page.getByTestId('pack-download').click();
  await expect(page.getByTestId('pack-dialog')).toBeVisible();
  await page.getByTestId('pack-confirm').click();
  await expect(page.getByTestId('pack-held')).toContainText(/Available offline · [\d.]+ MB/);
}

/**
 * Plays one offline game of `n` questions from the quiz-zone pack downloadFirstPack fetched (the one
 * subcategory pack), the first `right` of them right.
 */
export async function playOffline(page: Page, n: number, right: number, game = 'offline-play') {
  await page.goto('/offline/');
  const pack = page.locator('[data-testid="offline-pack"][data-scope^="subcategory:"]');
  const href = await pack.getByTestId(game).getAttribute('href');
  await page.goto(href!.replace(/n=\d+/, `n=${n}`));
  for (let i = 0; i < n; i++) {
    await expect(page.getByTestId('question-text')).toBeVisible();
    await expect(page.getByTestId('question-counter')).toHaveText(new RegExp(`\\b${i + 1}\\s*/\\s*${n}\\b`));
    await answerCurrent(page, book, i < right);
  }
  await expect(page.getByTestId('result-screen')).toBeVisible();
  await expect(page.getByTestId('offline-result-note')).toBeVisible();
}

export async function statistics(page: Page) {
  await page.goto('/profile/statistics/');
  return {
    correct: Number(await page.getByTestId('stats-correct').innerText()),
    incorrect: Number(await page.getByTestId('stats-incorrect').innerText()),
  };
}
