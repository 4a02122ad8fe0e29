import { expect, test } from '@playwright/test';
import { person } from './battle-support';
import { firstCategory, violations } from './support';

const { category } = firstCategory();

test('A invites B into a friend room by B’s invite code; B follows the notification into the room', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await person(browser, 'Alice');
  const b = await person(browser, 'Bob');
  await b.page.goto('/profile/invite/');
  const bobsCode = (await b.page.getByTestId('invite-code').innerText()).trim();
  expect(bobsCode).toMatch(/^[A-Z0-9]{8}$/);

  await a.page.goto('/random-battle/friend/');
  await a.page.getByTestId(`room-category-${category}`).click();
  await a.page.getByTestId('room-fee-5').click();
  await a.page.getByTestId('room-create').click();
  await expect(a.page.getByTestId('lobby-code')).toHaveText(/^[A-Z0-9]{6}$/);
  const roomCode = (await a.page.getByTestId('lobby-code').innerText()).trim();

  // A wrong code says so next to the field; the right one names who was invited.
  const invite = a.page.getByTestId('lobby-invite');
  await invite.getByTestId('lobby-invite-code').fill('NOSUCH99');
  await invite.getByTestId('lobby-invite-send').click();
  await expect(invite.getByRole('alert')).toHaveText(
    'No player has this invite code: check it with your friend',
  );
  await invite.getByTestId('lobby-invite-code').fill(bobsCode.toLowerCase());
  await invite.getByTestId('lobby-invite-send').click();
  await expect(invite.getByTestId('lobby-invite-status')).toHaveText('Invitation sent to Bob');
  expect.soft(await violations(a.page), 'lobby with the invite form').toEqual([]);

  // B finds the invitation among the notifications; its link joins the room at once.
  await b.page.goto('/notifications/');
  const item = b.page.getByTestId('notification-list').locator('li').filter({ hasText: 'Alice invites you' });
  await expect(item).toContainText(`Join room ${roomCode} before the game starts.`);
  await item.getByRole('link', { name: 'Join the room' }).click();
  await expect(b.page.getByTestId('lobby-code')).toHaveText(roomCode);
  await expect(a.page.getByTestId('lobby-seats').getByTestId('seat-name')).toHaveText(['Alice', 'Bob']);
  // The room is full: nobody else to invite.
  await expect(a.page.getByTestId('lobby-invite')).toHaveCount(0);

  await a.context.close();
  await b.context.close();
});
