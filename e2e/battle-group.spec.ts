import { expect, test } from '@playwright/test';
import { firstCategory, violations } from './support';
import { person, playThrough } from './battle-support';

/**
 * Group battle: four people on their own devices in one room by its code. Each starts with the 10-coin
 * welcome bonus and pays 5 at the start; the one winner takes the pot of 20 (10 − 5 + 20 = 25).
 */

const { category } = firstCategory();
const QUESTIONS = 3;
const names = ['Ana', 'Ben', 'Cleo', 'Dev'];

test('four players fill a group room, play the same questions and are ranked by correct answers', async ({
  browser,
}) => {
  test.setTimeout(200_000);
  const players = await Promise.all(names.map((name) => person(browser, name)));
  const [a, ...others] = players as [(typeof players)[number], ...typeof players];

  await a.page.goto('/group-battle/');
  await expect(a.page.getByRole('heading', { level: 1 })).toHaveText('Group Battle');
  await expect(a.page.getByText('Up to 4 players')).toBeVisible();
  await expect(a.page.getByText('Winners split the pot')).toBeVisible();
  expect.soft(await violations(a.page), 'group setup').toEqual([]);
  await a.page.getByTestId(`room-category-${category}`).click();
  await a.page.getByTestId('room-fee-5').click();
  await a.page.getByTestId(`room-questions-${QUESTIONS}`).click();
  await a.page.getByTestId('room-create').click();
  await expect(a.page).toHaveURL(/\/group-battle\/room\/[0-9a-f-]{36}\/$/);
  await expect(a.page.getByTestId('lobby-code')).toHaveText(/^[A-Z0-9]{6}$/);
  const code = (await a.page.getByTestId('lobby-code').innerText()).trim();
  await expect(a.page.getByTestId('lobby-count')).toHaveText('1 / 4');
  await expect(a.page.getByTestId('lobby-seats').locator('li')).toHaveCount(4);

  // One by one, each with the code A's page shows; A's seats fill in as they come.
  for (const [i, p] of others.entries()) {
    await p.page.goto('/group-battle/');
    await p.page.getByTestId('room-tab-join').click();
    await p.page.getByTestId('room-code-input').fill(code);
    await p.page.getByTestId('room-join').click();
    await expect(p.page.getByTestId('lobby-code')).toHaveText(code);
    await expect(a.page.getByTestId('lobby-count')).toHaveText(`${i + 2} / 4`);
    if (i === 1) {
      // Three of four: the owner may start already; a free seat is still waiting.
      await expect(a.page.getByTestId('lobby-start')).toBeEnabled();
      await expect(a.page.getByTestId('seat-3')).toContainText('Waiting…');
      expect.soft(await violations(a.page), 'group lobby, three of four').toEqual([]);
    }
  }
  for (const p of players) {
    await expect(p.page.getByTestId('lobby-seats').getByTestId('seat-name')).toHaveText(names);
    await expect(p.page.getByTestId('lobby-count')).toHaveText('4 / 4');
  }
  await expect(a.page.getByTestId('lobby-pot')).toHaveText('20');
  expect.soft(await violations(others[2]!.page), 'group lobby, full').toEqual([]);

  await a.page.getByTestId('lobby-start').click();
  for (const p of players) await expect(p.page).toHaveURL(/\/group-battle\/play\//);

  // Ana gets all three right, Ben two, Cleo one, Dev none.
  await Promise.all(players.map((p, i) => playThrough(p.page, QUESTIONS, (q) => q < QUESTIONS - i)));

  for (const p of players) {
    const ranking = p.page.getByTestId('battle-ranking').locator('li');
    await expect(ranking).toHaveCount(4);
    await expect(ranking.nth(0)).toHaveAttribute('data-testid', 'rank-0');
    await expect(ranking.nth(1)).toHaveAttribute('data-testid', 'rank-1');
    await expect(ranking.nth(2)).toHaveAttribute('data-testid', 'rank-2');
    await expect(ranking.nth(3)).toHaveAttribute('data-testid', 'rank-3');
  }
  // From Dev's side: names and places as everyone else sees them.
  const dev = others[2]!.page;
  await expect(dev.getByTestId('rank-0')).toContainText('Ana');
  await expect(dev.getByTestId('rank-1')).toContainText('Ben');
  await expect(dev.getByTestId('rank-2')).toContainText('Cleo');
  for (const [seat, place] of [1, 2, 3, 4].entries())
    await expect(dev.getByTestId(`rank-${seat}`).locator('span').first()).toHaveText(new RegExp(`${place}$`));

  await expect(a.page.getByTestId('battle-result')).toHaveAttribute('data-outcome', 'won');
  await expect(dev.getByTestId('battle-result')).toHaveAttribute('data-outcome', 'lost');
  await expect(a.page.getByTestId('header-coins')).toHaveText('25');
  for (const p of others) await expect(p.page.getByTestId('header-coins')).toHaveText('5');
  for (const p of players) await p.context.close();
});
