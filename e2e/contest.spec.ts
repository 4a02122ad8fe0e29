import { expect, test, type Page } from '@playwright/test';
import { ownServer } from './own-server';
import { adminCommand, signUp, verifyEmail } from './support';

/** Plays the question on screen with some answer, whatever its kind (the demo contests mix them). */
async function answerAny(page: Page) {
  const screen = page.getByTestId('play-screen');
  const kind = await screen.getAttribute('data-kind');
  if (kind === 'choice' || kind === 'true_false') {
    await page.locator('[data-testid^="option-"]').first().click();
  } else if (kind === 'multi_select') {
    await page.locator('[data-testid^="multi-option-"]').first().click();
    await page.getByTestId('multi-submit').click();
  } else if (kind === 'sequence') {
    await page.getByTestId('sequence-submit').click();
  } else if (kind === 'match') {
    const rights = page.locator('[data-testid^="match-right-"]');
    for (let i = 0; i < (await rights.count()); i++) await rights.nth(i).click();
    await page.getByTestId('match-submit').click();
  } else if (kind === 'guess_the_word') {
    const tiles = page.locator('[data-testid^="word-tile-"]');
    const submit = page.getByTestId('word-submit');
    for (let i = 0; i < (await tiles.count()) && !(await submit.isEnabled()); i++) await tiles.nth(i).click();
    await submit.click();
  } else throw new Error(`no way to answer a ${kind} question`);
}

/** Plays every question of the attempt on screen, one at a time, until the result page opens. */
async function playThrough(page: Page, total: number) {
  for (let k = 1; k <= total; k++) {
    // Questions come one at a time: the k-th is on screen only after the (k−1)-th was answered.
    await expect(page.getByTestId('question-counter')).toHaveText(`Question ${k}/${total}`);
    await expect(page.getByTestId('question-progress')).toHaveAttribute('aria-valuemax', String(total));
    await answerAny(page);
    // A live contest's verdict says only right or wrong: the right answer stays withheld.
    await expect(page.getByTestId('feedback')).toHaveText(/^(Correct|Not quite\.|Time's up!)/);
  }
  await expect(page.getByTestId('contest-result')).toBeVisible();
}

test('a player joins a live contest, pays its fee, plays each question in turn and finds their row on the board', async ({
  page,
}) => {
  await signUp(page, 'Zoe');
  await page.goto('/contest-play/');
  const card = page.locator('[data-status="live"]').filter({ hasText: 'World Capitals Challenge' });
  await expect(card.getByTestId(/-fee$/)).toHaveText(/5/);
  await card.getByTestId(/-play$/).click();

  const sheet = page.getByTestId('contest-confirm');
  await expect(sheet.getByTestId('contest-confirm-fee')).toHaveText(/5/);
  await expect(sheet.getByTestId('contest-confirm-coins')).toHaveText(/10/);
  await sheet.getByTestId('contest-confirm-start').click();

  // The fee is debited when the play starts.
  await expect(page.getByTestId('header-coins')).toHaveText('5');
  await playThrough(page, 8);
  await expect(page.getByTestId('contest-result')).toContainText('after the contest ends');

  await page.getByTestId('contest-result-board').click();
  const mine = page.getByTestId('my-rank');
  await expect(mine).toBeVisible();
  await expect(mine.getByTestId('my-rank-value')).toHaveText(/^#\d+$/);
  await expect(page.locator('[aria-current="true"]').filter({ hasText: 'Zoe' })).toBeVisible();

  // Once only: the list now marks it played and offers the board instead of a second play.
  await page.goto('/contest-play/');
  await expect(card.getByTestId(/-played$/)).toBeVisible();
  await expect(card.getByTestId(/-play$/)).toHaveCount(0);
  await expect(card.getByTestId(/-board$/)).toBeVisible();
});

test.describe('settlement', () => {
  // A server of this test's own: its contest job runs every second, and its operator is made here.
  const PORT = Number(process.env.E2E_PORT ?? 4310) + 57;
  test.use({ baseURL: `http://127.0.0.1:${PORT}` });
  let server: Awaited<ReturnType<typeof ownServer>>;
  test.beforeAll(async () => {
    server = await ownServer(PORT, { CONTEST_JOB_EVERY_MS: '1000' });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('a contest ends and its prize lands in the winner’s coin history, with the Most Wanted badge', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // The operator: admin is granted only to a verified address.
    const operator = await browser.newPage();
    const { email } = await signUp(operator, 'Operator');
    await verifyEmail(operator, email, server.dataDir);
    expect(await adminCommand(['grant', email], server.dataDir)).toMatch(/admin/i);

    const name = `Sprint ${Date.now()}`;
    const endsAt = Date.now() + 25_000;
    const created = await operator.evaluate(
      async ({ name, endsAt }) => {
        const { token } = JSON.parse(localStorage.getItem('openquiz.user') ?? '{}') as { token: string };
        const headers = { Authorization: `Bearer ${token}` };
        const lists = (await (await fetch('/api/get_contest', { method: 'POST', headers })).json()) as {
          data: { live: { language_id: number }[] };
        };
        const body = new FormData();
        body.set('name', name);
        body.set('description', 'Two quick questions.');
        body.set('language_id', String(lists.data.live[0]!.language_id));
        body.set('starts_at', new Date(Date.now() - 1000).toISOString());
        body.set('ends_at', new Date(endsAt).toISOString());
        body.set('entry_fee', '0');
        body.set('prizes', JSON.stringify([{ rank: 1, coins: 100 }]));
        body.set(
          'questions',
          JSON.stringify([
            { question: 'Two plus two?', options: ['3', '4', '5', '6'], answer: 1, note: 'Four.' },
            { question: 'The colour of the sky on a clear day?', options: ['Blue', 'Green'], answer: 0 },
          ]),
        );
        const res = await fetch('/api/admin_create_contest', { method: 'POST', headers, body });
        return (await res.json()) as { error: boolean; data: { id: number } };
      },
      { name, endsAt },
    );
    expect(created.error).toBe(false);
    const id = created.data.id;

    // A player plays it, right on both questions: first on its board.
    const page = await browser.newPage();
    await signUp(page, 'Winner');
    await page.goto('/contest-play/');
    const card = page.getByTestId(`contest-${id}`);
    await expect(card).toHaveAttribute('data-status', 'live');
    await card.getByTestId(`contest-${id}-play`).click();
    await page.getByTestId('contest-confirm-start').click();
    await expect(page.getByTestId('question-counter')).toHaveText('Question 1/2');
    await page.locator('[data-testid^="option-"]').filter({ hasText: '4' }).click();
    await expect(page.getByTestId('feedback')).toHaveText(/^Correct/);
    await expect(page.getByTestId('question-counter')).toHaveText('Question 2/2');
    await page.locator('[data-testid^="option-"]').filter({ hasText: 'Blue' }).click();
    await expect(page.getByTestId('contest-result-correct')).toHaveText('2');
    await page.getByTestId('contest-result-board').click();
    await expect(page.getByTestId('my-rank-value')).toHaveText('#1');
    // A rank that stands to win is no prize yet: no burst before the contest is settled.
    await expect(page.getByTestId('confetti')).toHaveCount(0);

    // Before the end the answers are refused; the waiting is for the contest's end, no longer.
    await page.waitForTimeout(Math.max(0, endsAt - Date.now()));

    // The job settles it within moments: the prize is in the coin history…
    await expect
      .poll(
        async () => {
          await page.goto('/profile/coin-history/');
          await expect(page.getByTestId('history-row').first()).toBeVisible();
          return page.locator('[data-testid="history-row"][data-reason="wonContest"]').count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    const prize = page.locator('[data-testid="history-row"][data-reason="wonContest"]');
    await expect(prize.getByTestId('history-amount')).toContainText('100');

    // …the board is final with the prize, the answers can be read, and the badge and the notice came.
    await page.goto(`/contest-play/${id}/leaderboard/`);
    await expect(page.getByTestId('contest-board-status')).toHaveText(/Final results/);
    await expect(page.getByTestId('prize-1')).toContainText('100');
    // The prize won bursts on the final board, once: opened again, the board is calm.
    await expect(page.getByTestId('confetti')).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId('prize-1')).toContainText('100');
    await expect(page.getByTestId('confetti')).toHaveCount(0);
    await page.getByTestId('contest-board-answers').click();
    await expect(page.getByTestId('contest-review')).toContainText('Four.');
    await page.goto('/profile/badges/');
    await expect(page.getByTestId('badge-most_wanted_winner')).toHaveAttribute(
      'data-status',
      /unlocked|claimed/,
    );
    await page.goto('/notifications/');
    await expect(page.getByTestId('notification-list')).toContainText(name);
  });
});
