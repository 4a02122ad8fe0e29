import { expect, test } from '@playwright/test';
import { answerBook, firstCategory, playQuestions, signUp, violations } from './support';

const book = answerBook();

test('Dashing Debut unlocks with the first quiz zone level, is announced in the bell, and pays once when claimed', async ({
  page,
}) => {
  await signUp(page);
  await expect(page.getByTestId('header-bell')).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('header-bell-count')).toHaveCount(0);

  const { category, subcategory } = firstCategory();
  await page.goto(`/quiz-zone/${category}/${subcategory}/level/1/`);
  await expect(page.getByTestId('play-screen')).toBeVisible();
  // 8 right, 2 wrong: a pass worth 4 coins, and not perfect, so only the first-game badge.
  await playQuestions(page, book, 10, (i) => i <= 8);
  await expect(page.getByTestId('result-badges')).toContainText('Badge unlocked: Dashing Debut');
  await expect(page.getByTestId('header-coins')).toHaveText('14');
  await expect(page.getByTestId('header-bell-count')).toHaveText('1');
  await expect(page.getByTestId('header-bell')).toHaveAccessibleName('Notifications, 1 unread');

  await page.getByTestId('header-bell').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const item = page.locator('[data-type="badge"]');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Badge unlocked: Dashing Debut');
  // Opening the list reads it: the bell empties.
  await expect(page.getByTestId('header-bell-count')).toHaveCount(0);
  expect.soft(await violations(page), 'notifications page').toEqual([]);

  await item.getByRole('link', { name: 'Open badges' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Badges' })).toBeVisible();
  await expect(page.getByTestId('badge-new')).toContainText('Dashing Debut');
  const debut = page.getByTestId('badge-dashing_debut');
  await expect(debut).toHaveAttribute('data-status', 'unlocked');
  await expect(page.getByTestId('badge-big_thing')).toHaveAttribute('data-status', 'locked');
  await expect(page.getByTestId('badge-big_thing')).toContainText('8 / 5,000');
  expect.soft(await violations(page), 'badges page').toEqual([]);

  await page.getByTestId('badge-claim-dashing_debut').click();
  await expect(debut).toHaveAttribute('data-status', 'claimed');
  await expect(page.getByTestId('header-coins')).toHaveText('16');
  await expect(page.getByTestId('badge-claim-dashing_debut')).toHaveCount(0);

  // Claimed stays claimed, and the celebration is not repeated on the next visit.
  await page.reload();
  await expect(page.getByTestId('badge-dashing_debut')).toHaveAttribute('data-status', 'claimed');
  await expect(page.getByTestId('badge-new')).toHaveCount(0);
  await expect(page.getByTestId('header-coins')).toHaveText('16');
});
