import { expect, test } from '@playwright/test';
import { practiceBook } from './practice-book';
import { answerCurrent, signUp, violations } from './support';
import { expectVerdict, playThrough } from './battle-support';

/** Bot battles: the random battle's rules (10 questions here), a labelled bot, no coins and no record. */

const book = practiceBook();
const QUESTIONS = 10;

test('a whole bot battle: the bot is labelled, every answer counts, the result pays nothing', async ({
  page,
}) => {
  await signUp(page, 'Ada');
  await page.goto('/random-battle/');
  await expect(page.getByTestId('record-won')).toHaveText('0');
  await expect(page.getByTestId('hub-bot')).toContainText('No coins, no score');
  await page.getByTestId('hub-bot').click();

  const play = page.getByTestId('battle-play');
  await expect(play).toHaveAttribute('data-kind', 'bot');
  await expect(page).toHaveURL(/\/random-battle\/play\/[0-9a-f-]{36}\/$/);
  // Two seats: me, and the bot with its robot picture and its label.
  await expect(page.locator('[data-testid^="player-"]')).toHaveCount(2);
  const bot = page.locator('[data-testid^="player-"][data-bot]');
  await expect(bot).toHaveCount(1);
  await expect(bot.getByTestId('bot-badge')).toHaveText('Bot');
  await expect(bot).toContainText('Quiz Bot');
  await expect(page.getByTestId('battle-counter')).toHaveText(`Question 1/${QUESTIONS}`);
  // A 30-second clock, counted from the server's deadline: on a busy machine the screen may show the
  // question a few seconds after it started, so the seconds are read as "of 30", not as exactly 30.
  await expect(page.getByTestId('countdown')).toHaveAttribute('data-total', '30');
  await expect(page.getByTestId('countdown-seconds')).toHaveText(/^([1-9]|[12]\d|30)$/);
  // No entry fee, so no pot.
  await expect(page.getByTestId('battle-pot')).toHaveCount(0);
  expect.soft(await violations(page), 'play').toEqual([]);

  // The first question by keyboard: 1–4 pick A–D.
  await expect(play).toHaveAttribute('data-state', 'started');
  const text = (await page.getByTestId('question-text').innerText()).trim();
  const options = await page.locator('[data-testid^="option-"]').allInnerTexts();
  const rightIndex = options.findIndex((o) => o.split('\n').some((l) => l.trim() === book.get(text)));
  expect(rightIndex, `known question: ${text}`).toBeGreaterThanOrEqual(0);
  await page.keyboard.press(String(rightIndex + 1));
  await expect(page.locator('[data-testid="battle-verdict"][data-correct="true"]')).toContainText(
    /Correct! \+\d+ points/,
  );
  await expectVerdict(page, 0, true);
  // A right answer is worth at least 4 points (the default credit), on my seat's live score.
  await expect(page.locator('[data-testid^="player-"]:not([data-bot]) [data-testid^="score-"]')).toHaveText(
    /^([4-9]|\d\d)$/,
  );

  // The rest: right on questions 2–7, wrong on 8–10 → 7 right in all.
  for (let i = 1; i < QUESTIONS; i++) {
    await expect(play).toHaveAttribute('data-question', String(i), { timeout: 20_000 });
    await expect(play).toHaveAttribute('data-state', 'started');
    await answerCurrent(page, book, i < 7);
    await expectVerdict(page, i, i < 7);
  }

  const result = page.getByTestId('battle-result');
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/random-battle\/result\/[0-9a-f-]{36}\/$/);
  await expect(page.getByTestId('battle-correct')).toHaveText('7');
  // The outcome follows the final scores on the screen.
  const scores = await page.locator('[data-testid^="final-score-"]').allInnerTexts();
  expect(scores).toHaveLength(2);
  const [mine, theirs] = scores.map(Number) as [number, number];
  expect(mine).toBeGreaterThanOrEqual(7 * 4);
  const expected = mine > theirs ? 'won' : mine < theirs ? 'lost' : 'draw';
  await expect(result).toHaveAttribute('data-outcome', expected);
  await expect(result.getByTestId('bot-badge')).toBeVisible();
  // No coins, no score: the wallet is what sign-up gave, and the record stays empty.
  await expect(page.getByTestId('battle-coins')).toHaveAttribute('data-value', '0');
  await expect(
    page.getByText('Practice round: games against the bot give no coins, score or badges.'),
  ).toBeVisible();
  await expect(page.getByTestId('header-coins')).toHaveText('10');
  expect.soft(await violations(page), 'result').toEqual([]);

  // Play again starts another bot game.
  await page.getByTestId('battle-again').click();
  await expect(play).toHaveAttribute('data-kind', 'bot');
  await page.getByTestId('battle-leave').click();
  await expect(page.getByTestId('leave-dialog')).toBeVisible();
  expect.soft(await violations(page), 'leave dialog').toEqual([]);
  await page.getByTestId('leave-confirm').click();
  await expect(page).toHaveURL(/\/random-battle\/$/);
  await expect(page.getByTestId('record-won')).toHaveText('0');
  await expect(page.getByTestId('record-lost')).toHaveText('0');
  await expect(page.getByTestId('record-draw')).toHaveText('0');
  await expect(page.getByTestId('battle-record')).toContainText('No battles yet');
});

test('in Arabic the battle screens are right-to-left and pass axe', async ({ page }) => {
  await signUp(page, 'Lina');
  await page.getByTestId('language-select').selectOption('arabic');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/random-battle/');
  await expect(page.getByTestId('hub-bot')).toContainText('العب ضد الروبوت');
  expect.soft(await violations(page), 'hub, Arabic').toEqual([]);
  await page.getByTestId('hub-bot').click();

  const play = page.getByTestId('battle-play');
  await expect(play).toHaveAttribute('data-state', 'started', { timeout: 20_000 });
  await expect(page.getByTestId('question-text')).toHaveText(/[\u0600-\u06FF]/);
  await expect(page.getByTestId('bot-badge')).toHaveText('روبوت');
  // My seat is on the right, the bot's on the left.
  const me = await page.locator('[data-testid^="player-"]:not([data-bot])').boundingBox();
  const bot = await page.locator('[data-testid^="player-"][data-bot]').boundingBox();
  expect(me!.x).toBeGreaterThan(bot!.x);
  expect.soft(await violations(page), 'play, Arabic').toEqual([]);
  await page.getByTestId('quick-good_luck').click();
  await expect(page.locator('[data-testid^="bubble-"]')).toHaveText('حظًا موفقًا!');

  await playThrough(page, QUESTIONS, null);
  await expect(page.getByTestId('battle-outcome')).toHaveText(/فوز!|هزيمة|تعادل!/);
  await expect(page.getByTestId('battle-coins')).toHaveAttribute('data-value', '0');
  expect.soft(await violations(page), 'result, Arabic').toEqual([]);
});
