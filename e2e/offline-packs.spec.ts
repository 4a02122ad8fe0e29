import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { controlled, downloadFirstPack, playOffline, statistics } from './offline-support';
import { signUp } from './support';

/**
 * No network: the page sees itself offline, and every API request fails — the service worker's too
 * (Chromium's offline emulation does not reach the worker, whose Background Sync would otherwise send
 * the queue at once; context.route does reach it).
 */
async function goOffline(context: BrowserContext, page: Page) {
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', 'false');
}

async function goOnline(context: BrowserContext, page: Page) {
  await context.unroute('**/api/**');
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

test('a pack downloads with its size, plays with no network and syncs the game afterwards', async ({
  page,
  context,
}) => {
  await signUp(page);
  await controlled(page);
  await downloadFirstPack(page);
  await page.goto('/offline/');
  await expect(page.getByTestId('offline-pack')).toHaveCount(1);
  await expect(page.getByTestId('offline-storage')).toContainText('MB');

  await goOffline(context, page);
  await playOffline(page, 4, 3);
  // The result is judged on the device; the game waits in the outbox.
  await expect(page.getByTestId('result-screen')).toContainText('75');
  await expect(page.getByTestId('header-coins')).toHaveText('10');
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '1');

  // A self challenge too: one clock for the whole set.
  await playOffline(page, 2, 2, 'offline-self');
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '2');

  await goOnline(context, page);
  await expect(page.getByTestId('sync-status')).toBeHidden();
  expect(await statistics(page)).toEqual({ correct: 5, incorrect: 1 });
  await expect(page.getByTestId('header-coins')).toHaveText('10');
});

test('the outbox sends 20 offline games exactly once through drops, duplicates and a restart', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await signUp(page);
  await controlled(page);
  await downloadFirstPack(page);
  await goOffline(context, page);
  for (let game = 0; game < 20; game++) await playOffline(page, 1, game % 2 === 0 ? 1 : 0);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '20');

  // Back online through a bad network: 30 % of the results are dropped before the server, 10 % reach
  // it twice (the copy's answer is the one the page sees).
  await context.unroute('**/api/**');
  let sent = 0;
  let dropped = 0;
  let doubled = 0;
  const random = (() => {
    let seed = 20261125;
    return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  })();
  await context.route('**/api/set_practice_result', async (route) => {
    sent++;
    const roll = random();
    if (roll < 0.3) {
      dropped++;
      await route.abort('connectionreset');
      return;
    }
    if (roll < 0.4) {
      doubled++;
      await route.fetch();
    }
    await route.fulfill({ response: await route.fetch() });
  });
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  // Mid-replay the app is closed and opened again.
  await expect
    .poll(async () => Number(await page.getByTestId('sync-status').getAttribute('data-pending')))
    .toBeLessThan(20);
  await page.close();
  const again = await context.newPage();
  await again.goto('/');
  // The server is the judge: wait until it has recorded 20 answers (one per game)…
  await expect
    .poll(
      async () => {
        const seen = await statistics(again);
        return seen.correct + seen.incorrect;
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBeGreaterThanOrEqual(20);
  await expect(again.getByTestId('sync-status')).toBeHidden();
  console.log(`outbox replay: ${sent} requests, ${dropped} dropped, ${doubled} sent twice`);
  expect(dropped).toBeGreaterThan(0);
  expect(doubled).toBeGreaterThan(0);
  expect(sent).toBeGreaterThan(20);

  // …and no game twice: exactly 10 right and 10 wrong answers, as played; the statistics page shows them.
  expect(await statistics(again)).toEqual({ correct: 10, incorrect: 10 });
  await expect(again.getByTestId('header-coins')).toHaveText('10');
});

test('downloaded packs are checked for new content when the app starts, but not under data saver', async ({
  page,
}) => {
  await signUp(page);
  await downloadFirstPack(page);
  const checks: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/get_offline_pack') checks.push(r.url());
  });
  // A start: once the page is idle, the held pack asks whether its version is still current.
  await page.reload();
  await expect.poll(() => checks.length).toBe(1);

  await page.goto('/settings/');
  const saverOn = page.getByTestId('settings-data-saver').getByRole('radio', { name: 'On' });
  await saverOn.check();
  await expect(saverOn).toBeChecked();
  checks.length = 0;
  await page.reload();
  await page.waitForLoadState('networkidle');
  // The same wait that saw the check above, and longer: nothing is fetched ahead of need.
  await page.waitForTimeout(3000);
  expect(checks).toEqual([]);
});
