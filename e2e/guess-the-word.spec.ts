import { expect, test, type Page } from '@playwright/test';
import { contentBook, tapLetter } from './learning-content';
import { signUp, violations } from './support';

const book = contentBook('guess-the-word.en.json');

/** The word the clue on screen asks for, spaces left out (as the slots take it). */
async function wordOnScreen(page: Page) {
  const clue = (await page.getByTestId('question-text').innerText()).trim();
  const answer = book.get(clue)?.answer;
  expect(typeof answer, `known clue: ${clue}`).toBe('string');
  return String(answer).replace(/\s+/g, '');
}

/** Fills the open slots: with the word's letters, or (wrong) starting with a letter the word has not there. */
async function spell(page: Page, word: string, from: number, right: boolean) {
  const tiles = page.locator('[data-testid^="word-tile-"]');
  if (right) {
    for (const letter of word.slice(from)) await tapLetter(page, letter);
    return;
  }
  const letters = await tiles.allInnerTexts();
  const first = letters.findIndex((l) => l.trim() !== word[from]);
  await tiles.nth(first).click();
  for (let placed = from + 1; placed < word.length; placed++)
    await page.locator('[data-testid^="word-tile-"]:enabled').first().click();
}

test('guess the word: spell a whole set with the tiles, buy a hint, see the result and the review', async ({
  page,
}) => {
  // A whole set, 1.6 s of feedback after each answer, and axe on every screen.
  test.setTimeout(180_000);
  await signUp(page);
  await page.goto('/');
  await page.getByTestId('mode-guess_word').click();
  await expect(page.getByTestId('category-list')).toBeVisible();
  expect.soft(await violations(page), 'categories').toEqual([]);
  await page.getByTestId('category-animals').click();
  await expect(page.getByTestId('subcategory-list')).toBeVisible();
  expect.soft(await violations(page), 'subcategories').toEqual([]);
  // Words of at most 9 letters: the tile rows fit the phone's width.
  await page.getByTestId('subcategory-sea-creatures').click();

  // The intro card: the set, the clock and the hint rules, from the system configuration.
  await expect(page.getByTestId('practice-intro')).toBeVisible();
  await expect(page.getByTestId('intro-questions')).toHaveText('10');
  await expect(page.getByTestId('intro-seconds')).toHaveText('60');
  await expect(page.getByTestId('intro-hints')).toHaveText('2');
  await expect(page.getByTestId('intro-hint-cost')).toHaveText('1');
  expect.soft(await violations(page), 'intro').toEqual([]);
  await page.getByTestId('intro-start').click();

  await expect(page).toHaveURL(/\/guess-the-word\/animals\/sea-creatures\/play\/$/);
  await expect(page.getByTestId('play-screen')).toHaveAttribute('data-kind', 'guess_the_word');
  expect.soft(await violations(page), 'play').toEqual([]);

  const right = new Set([1, 2, 3, 4, 5, 6, 7]);
  for (let i = 1; i <= 10; i++) {
    await expect(page.getByTestId('question-counter')).toHaveText(new RegExp(`\\b${i}/10\\b`));
    const word = await wordOnScreen(page);
    let from = 0;
    if (i === 1) {
      // A hint reveals the first letter in its slot and costs a coin, straight from the header.
      await expect(page.getByTestId('header-coins')).toHaveText('10');
      await page.getByTestId('word-hint').click();
      await expect(page.getByTestId('header-coins')).toHaveText('9');
      await expect(page.getByTestId('word-slot-0')).toHaveText(word[0]!);
      from = 1;
    }
    await spell(page, word, from, right.has(i));
    await page.getByTestId('word-submit').click();
    const feedback = page.getByTestId('feedback');
    if (right.has(i)) await expect(feedback).toContainText(/correct/i);
    // A miss is the only way to be told the word, shown as written ("BLUE WHALE").
    else await expect(feedback).toContainText(new RegExp(word.split('').join(' ?')));
  }

  await expect(page.getByTestId('result-screen')).toBeVisible();
  await expect(page.getByTestId('result-correct')).toHaveText('7');
  await expect(page.getByTestId('result-incorrect')).toHaveText('3');
  const earned = Number(await page.getByTestId('result-coins').getAttribute('data-value'));
  expect(earned).toBeGreaterThan(0);
  await expect(page.getByTestId('header-coins')).toHaveText(String(9 + earned));
  expect.soft(await violations(page), 'result').toEqual([]);

  await page.getByTestId('result-review').click();
  await expect(page.getByTestId('review-screen')).toBeVisible();
  await expect(page.locator('[data-testid^="review-"][data-correct]')).toHaveCount(10);
  await expect(page.locator('[data-testid^="review-"][data-correct="false"]')).toHaveCount(3);
  expect.soft(await violations(page), 'review').toEqual([]);
});

test('a category straight from its URL shows its intro, and an unknown one says so', async ({ page }) => {
  await signUp(page);
  await page.goto('/guess-the-word/food/dishes/');
  await expect(page.getByTestId('intro-start')).toBeVisible();
  await page.goto('/guess-the-word/food/no-such-topic/');
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expect(page.getByTestId('intro-start')).toHaveCount(0);
});
