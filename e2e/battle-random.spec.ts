import { expect, test, type Page } from '@playwright/test';
import { practiceBook } from './practice-book';
import { answerCurrent, signUp, violations } from './support';
import { expectVerdict, person, playThrough } from './battle-support';

/**
 * Random battles between two people on their own devices. Everyone starts with the 10-coin welcome bonus
 * and a random battle costs 5 (the default setting): the winner ends on 10 − 5 + 10 = 15, the loser on 5.
 * The e2e server searches for 8 s (BATTLE_TIMINGS in playwright.config.ts).
 */

const book = practiceBook();
const QUESTIONS = 10;

test('two players search, are matched, play the same questions; the winner takes the pot', async ({
  browser,
}) => {
  const a = await person(browser, 'Alma');
  const b = await person(browser, 'Boris');
  await a.page.goto('/random-battle/');
  await b.page.goto('/random-battle/');
  await expect(a.page.getByTestId('hub-random-fee')).toHaveText('5 coins entry');
  await a.page.getByTestId('hub-random').click();
  await expect(a.page.getByTestId('searching')).toBeVisible();
  await expect(a.page.getByTestId('search-fee')).toHaveText('5');
  await expect(a.page.getByTestId('search-coins')).toHaveText('10');

  // B comes in while A waits: both land on the same room's play screen, and the fee is taken.
  await b.page.getByTestId('hub-random').click();
  await expect(a.page).toHaveURL(/\/random-battle\/play\/[0-9a-f-]{36}\/$/, { timeout: 15_000 });
  await expect(b.page).toHaveURL(a.page.url());
  await expect(a.page.getByTestId('header-coins')).toHaveText('5');
  await expect(b.page.getByTestId('header-coins')).toHaveText('5');
  await expect(a.page.getByTestId('battle-pot')).toContainText('10');
  await expect(a.page.getByTestId('battle-play')).toHaveAttribute('data-kind', 'random');
  await expect(a.page.locator('[data-testid^="player-"]')).toHaveText([/You/, /Boris/]);
  await expect(b.page.locator('[data-testid^="player-"]')).toHaveText([/You/, /Alma/]);
  await expect(a.page.getByTestId('bot-badge')).toHaveCount(0);
  expect.soft(await violations(a.page), 'play').toEqual([]);

  // A says good luck; B sees it over A's picture.
  await a.page.getByTestId('quick-good_luck').click();
  await expect(b.page.locator('[data-testid^="bubble-"]')).toHaveText('Good luck!');

  // Question 1: A answers first. B sees A's tick (not A's answer); A waits for B; then B answers.
  const first = (await a.page.getByTestId('question-text').innerText()).trim();
  await expect(b.page.getByTestId('question-text')).toHaveText(first);
  const seatOf = async (page: Page) =>
    (await page.locator('[data-testid^="player-"]').first().getAttribute('data-testid'))!.replace(
      'player-',
      '',
    );
  const seatA = await seatOf(a.page);
  await answerCurrent(a.page, book, true);
  await expect(a.page.getByTestId('battle-waiting')).toHaveText('Waiting for Boris…');
  await expect(b.page.getByTestId(`answered-${seatA}`)).toBeVisible();
  await expect(b.page.getByTestId(`score-${seatA}`)).not.toHaveText('0');
  await expect(b.page.locator('[data-testid^="option-"][data-state="correct"]')).toHaveCount(0);
  await answerCurrent(b.page, book, false);
  await expectVerdict(a.page, 0, true);
  await expectVerdict(b.page, 0, false);

  const [seenA, seenB] = await Promise.all([
    playThrough(a.page, QUESTIONS, () => true, 1),
    playThrough(b.page, QUESTIONS, () => false, 1),
  ]);
  expect(seenA).toEqual(seenB);

  await expect(a.page.getByTestId('battle-result')).toHaveAttribute('data-outcome', 'won');
  await expect(a.page.getByTestId('battle-outcome')).toHaveText('Victory!');
  await expect(b.page.getByTestId('battle-result')).toHaveAttribute('data-outcome', 'lost');
  await expect(b.page.getByTestId('battle-outcome')).toHaveText('Defeat');
  await expect(a.page.getByTestId('battle-correct')).toHaveText(String(QUESTIONS));
  await expect(b.page.getByTestId('battle-correct')).toHaveText('0');
  await expect(a.page.getByTestId('battle-coins')).toHaveAttribute('data-value', '10');
  await expect(b.page.getByTestId('battle-coins')).toHaveAttribute('data-value', '-5');
  // The header: the pot went to the winner.
  await expect(a.page.getByTestId('header-coins')).toHaveText('15');
  await expect(b.page.getByTestId('header-coins')).toHaveText('5');
  await expect(a.page.getByTestId('win-streak')).toHaveAttribute('data-value', '1');
  await expect(b.page.getByTestId('win-streak')).toHaveAttribute('data-value', '0');
  expect.soft(await violations(a.page), 'result, victory').toEqual([]);
  expect.soft(await violations(b.page), 'result, defeat').toEqual([]);

  // The hub's record counts it, with the opponent by name.
  await a.page.goto('/random-battle/');
  await expect(a.page.getByTestId('record-won')).toHaveText('1');
  await expect(a.page.getByTestId('recent-battles')).toContainText('Boris');
  await expect(a.page.getByTestId('recent-battles')).toContainText('Won');
  await b.page.goto('/random-battle/');
  await expect(b.page.getByTestId('record-lost')).toHaveText('1');
  await a.context.close();
  await b.context.close();
});

test('nobody comes: the search times out with the bot offer, and Play the bot starts a bot game', async ({
  page,
}) => {
  await signUp(page, 'Cyd');
  await page.goto('/random-battle/search/');
  await expect(page.getByTestId('searching')).toBeVisible();
  await expect(page.getByTestId('countdown-seconds')).toHaveText(/^[1-8]$/);
  expect.soft(await violations(page), 'searching').toEqual([]);
  await expect(page.getByTestId('search-timeout')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('search-timeout-text')).toHaveText(
    'No opponent detected, retry or play against the bot',
  );
  // Nobody was charged for the search.
  await expect(page.getByTestId('header-coins')).toHaveText('10');
  expect.soft(await violations(page), 'timeout').toEqual([]);

  await page.getByTestId('search-bot').click();
  const play = page.getByTestId('battle-play');
  await expect(play).toHaveAttribute('data-kind', 'bot');
  await expect(play).toHaveAttribute('data-state', 'started', { timeout: 10_000 });
  await expect(page.locator('[data-testid^="player-"][data-bot]').getByTestId('bot-badge')).toBeVisible();
  await expect(page.getByTestId('header-coins')).toHaveText('10');
});

test('a cancelled search, or one left behind, is out of the queue: the next searcher waits alone', async ({
  browser,
}) => {
  const a = await person(browser, 'Dov');
  const b = await person(browser, 'Eve');
  await a.page.goto('/random-battle/search/');
  await expect(a.page.getByTestId('searching')).toBeVisible();
  await a.page.getByTestId('search-cancel').click();
  await expect(a.page.getByTestId('search-ready')).toBeVisible();

  // Had A still been queued, B would be matched at once.
  await b.page.goto('/random-battle/search/');
  await expect(b.page.getByTestId('searching')).toBeVisible();
  await expect(b.page.getByTestId('search-timeout')).toBeVisible({ timeout: 20_000 });
  await expect(a.page).toHaveURL(/\/random-battle\/search\/$/);

  // Now A searches and walks away from the page; B's retry finds nobody either.
  await a.page.getByTestId('search-start').click();
  await expect(a.page.getByTestId('searching')).toBeVisible();
  await a.page.getByTestId('page-back').click();
  await expect(a.page).toHaveURL(/\/random-battle\/$/);
  await b.page.getByTestId('search-retry').click();
  await expect(b.page.getByTestId('searching')).toBeVisible();
  await expect(b.page.getByTestId('search-timeout')).toBeVisible({ timeout: 20_000 });
  await expect(a.page.getByTestId('header-coins')).toHaveText('10');
  await expect(b.page.getByTestId('header-coins')).toHaveText('10');
  await a.context.close();
  await b.context.close();
});
