import { expect, test, type Page } from '@playwright/test';
import { firstCategory, signUp } from './support';

/** A one-question self challenge, played to its result screen (right or wrong does not matter here). */
async function finishAGame(page: Page) {
  const { category } = firstCategory();
  await page.goto(`/self-learning/play/?category=${category}&questions=1&minutes=1`);
  await page.locator('[data-testid^="option-"]').first().click();
  await expect(page.getByTestId('result-screen')).toBeVisible();
}

test('a push message is shown by the service worker with its title, text and link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await signUp(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r: { isDeleted: boolean }) => !r.isDeleted);
      if (ours) resolve(ours.registrationId as string);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  const message = {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify({
      title: 'Ada invites you to a battle',
      body: 'Room ABC123 — tap to join',
      url: '/random-battle/friend/?code=ABC123',
      tag: 'invite-ABC123',
    }),
  };
  // DevTools delivers to the registration as the push service would (a push right after the worker
  // started can be lost, so it is sent again until shown; the tag makes repeats one notification).
  await expect
    .poll(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', message);
      return page.evaluate(async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          url: (n.data as { url: string }).url,
          tag: n.tag,
        }));
      });
    })
    .toEqual([
      {
        title: 'Ada invites you to a battle',
        body: 'Room ABC123 — tap to join',
        url: '/random-battle/friend/?code=ABC123',
        tag: 'invite-ABC123',
      },
    ]);
});

test('notifications are offered after a finished game, never on load, and once', async ({ page }) => {
  await signUp(page);
  await page.goto('/');
  await expect(page.getByTestId('brand')).toBeVisible();
  await expect(page.getByTestId('push-prompt')).toHaveCount(0);
  // A fresh browser has not been asked yet: the prompt below is what asks.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');

  await finishAGame(page);
  await expect(page.getByTestId('push-prompt')).toBeVisible();
  await page.getByTestId('push-prompt-later').click();
  await expect(page.getByTestId('push-prompt')).toHaveCount(0);
  await finishAGame(page);
  await expect(page.getByTestId('push-prompt')).toHaveCount(0);
});

test('the player chooses which notifications they get, and it is kept', async ({ page }) => {
  await signUp(page);
  await page.goto('/settings/');
  const settings = page.getByTestId('push-settings');
  await expect(settings).toBeVisible();
  await expect(page.getByTestId('push-kind-badge')).toBeChecked();
  await page.getByTestId('push-kind-badge').uncheck();
  await page.getByTestId('push-reminder-time').fill('07:30');
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const token = (JSON.parse(localStorage.getItem('openquiz.user') ?? '{}') as { token?: string }).token;
        const res = await fetch('/api/get_push_preferences', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
        });
        const body = (await res.json()) as {
          data: { kinds: { badge: boolean }; daily_reminder_time: string };
        };
        return [body.data.kinds.badge, body.data.daily_reminder_time];
      }),
    )
    .toEqual([false, '07:30']);
  await page.reload();
  await expect(page.getByTestId('push-kind-badge')).not.toBeChecked();
  await expect(page.getByTestId('push-reminder-time')).toHaveValue('07:30');
});
