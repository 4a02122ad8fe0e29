import { expect, test, type Page } from '@playwright/test';
import { grantAdmin, signUp, verifyEmail } from './support';

/** A datetime-local value `minutes` from now on the browser's own clock and zone. */
const localIn = (page: Page, minutes: number) =>
  page.evaluate((m) => {
    const d = new Date(Date.now() + m * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, minutes);

async function operatorPage(page: Page) {
  const { email } = await signUp(page, 'Operator');
  await verifyEmail(page, email);
  await grantAdmin(email);
}

test('an admin makes a live contest in the console and a player plays it; a broadcast reaches the player', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const admin = await browser.newPage();
  await operatorPage(admin);

  // The contest: live now, two multiple-choice questions, made through the form.
  const name = `Console sprint ${Date.now()}`;
  await admin.goto('/admin/contests');
  await admin.getByTestId('contest-new').click();
  await admin.getByTestId('contest-name').fill(name);
  await admin.getByTestId('contest-starts').fill(await localIn(admin, -2));
  await admin.getByTestId('contest-ends').fill(await localIn(admin, 60));
  const questions: [string, string[], number][] = [
    ['Two plus two?', ['3', '4', '5'], 1],
    ['The colour of a clear sky?', ['Blue', 'Green'], 0],
  ];
  for (const [i, [text, options, right]] of questions.entries()) {
    await admin.getByTestId('question-add').click();
    const item = admin.getByTestId('question-item').nth(i);
    await item.getByTestId('question-text').fill(text);
    for (const [k, option] of options.entries())
      await item.getByTestId('question-option').nth(k).fill(option);
    await item.getByTestId('question-right').nth(right).check();
  }
  await admin.getByTestId('contest-save').click();
  await expect(admin).toHaveURL(/\/admin\/contests\/\d+$/);
  const id = /\/admin\/contests\/(\d+)$/.exec(admin.url())![1]!;
  // Started: the terms lock in the form.
  await expect(admin.getByTestId('question-text').first()).toBeDisabled();
  await admin.goto('/admin/contests');
  await admin.getByTestId('contests-table').getByRole('searchbox').fill(name);
  await expect(admin.getByTestId('contests-table')).toContainText('Live');

  // A player finds it among the live contests and plays it.
  const player = await browser.newPage();
  await signUp(player, 'Contestant');
  await player.goto('/contest-play/');
  const card = player.getByTestId(`contest-${id}`);
  await expect(card).toHaveAttribute('data-status', 'live');
  await expect(card).toContainText(name);
  await card.getByTestId(`contest-${id}-play`).click();
  await player.getByTestId('contest-confirm-start').click();
  await expect(player.getByTestId('question-counter')).toHaveText('Question 1/2');
  await player.locator('[data-testid^="option-"]').filter({ hasText: '4' }).click();
  await expect(player.getByTestId('question-counter')).toHaveText('Question 2/2');
  await player.locator('[data-testid^="option-"]').filter({ hasText: 'Blue' }).click();
  await expect(player.getByTestId('contest-result-correct')).toHaveText('2');

  // The board in the console shows the player.
  await admin.goto(`/admin/contests/${id}`);
  await expect(admin.getByTestId('contest-results')).toContainText('Contestant');

  // A broadcast, sent now to everyone, lands in the player's notification list.
  const title = `Quiz night ${Date.now()}`;
  await admin.goto('/admin/notifications');
  await admin.getByTestId('broadcast-title').fill(title);
  await admin.getByTestId('broadcast-body').fill('New questions at 8 pm');
  await admin.getByTestId('broadcast-send').click();
  await expect(admin.getByTestId('broadcasts-table')).toContainText(title);
  await expect(admin.getByTestId('broadcasts-table')).toContainText('Sent');

  await player.goto('/notifications/');
  await expect(player.getByTestId('notification-list')).toContainText(title);
  await expect(player.getByTestId('notification-list')).toContainText('New questions at 8 pm');
});
