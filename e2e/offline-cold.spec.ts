import { expect, test, type Page } from '@playwright/test';
import { controlled, downloadFirstPack, playOffline, statistics } from './offline-support';
import { ownServer } from './own-server';
import { signUp } from './support';

// This test stops its server: it runs one of its own, so no other test loses the shared one.
const PORT = Number(process.env.E2E_PORT ?? 4310) + 51;
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

/** Downloads the first topic of a mode (by its tab on the offline page) whose name matches. */
async function downloadTopic(page: Page, type: number, name: RegExp) {
  await page.goto('/offline/');
  await page.getByTestId(`offline-tab-${type}`).click();
  const topic = page.getByTestId('offline-topic').filter({ hasText: name }).first();
  await topic.getByTestId('pack-download').click();
  await topic.getByTestId('pack-confirm').click();
  await expect(topic.getByTestId('pack-held')).toContainText(/Available offline · [\d.]+ MB/);
}

/** Answers the question on screen with its first option (the verdict does not matter here). */
async function answerFirst(page: Page) {
  await page.locator('[data-testid^="option-"]:enabled').first().click();
}

/** Plays to the end, one answer per question, and returns how many there were. */
async function playThrough(page: Page): Promise<number> {
  let answered = 0;
  for (;;) {
    await expect(page.getByTestId('question-text').or(page.getByTestId('result-screen'))).toBeVisible();
    if (await page.getByTestId('result-screen').isVisible()) return answered;
    const counter = await page.getByTestId('question-counter').innerText();
    await answerFirst(page);
    answered++;
    await expect(page.getByTestId('question-counter').or(page.getByTestId('result-screen'))).not.toHaveText(
      counter,
    );
  }
}

test('with the server stopped, the app opens cold and plays practice, a passage and maths; games sync when it is back', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const server = await ownServer(PORT);
  try {
    await signUp(page);
    await controlled(page);
    await downloadFirstPack(page);
    await downloadTopic(page, 2, /Science Explained/);
    await downloadTopic(page, 5, /Algebra/);
    // KaTeX and its fonts were fetched for the maths pack and kept by the worker.
    expect(
      await page.evaluate(async () => (await (await caches.open('openquiz-katex')).keys()).length),
    ).toBeGreaterThan(10);

    await server.stop();
    await page.close();
    const app = await context.newPage();
    await app.goto('/offline/');
    await expect(app.getByTestId('offline-pack')).toHaveCount(3);

    // Quiz-zone practice and a self challenge from the first pack.
    await playOffline(app, 2, 1);
    await playOffline(app, 2, 2, 'offline-self');

    // Fun & learn: read a passage, then take its quiz.
    await app.goto('/offline/');
    await app.getByTestId('offline-passage').first().click();
    await expect(app.getByTestId('offline-passage-detail')).toContainText(/heart/i);
    await app.getByTestId('offline-passage-start').click();
    const passageQuestions = await playThrough(app);
    expect(passageQuestions).toBeGreaterThan(0);
    await expect(app.getByTestId('offline-result-note')).toBeVisible();

    // Maths: formulas typeset by KaTeX, in its own fonts, with no network.
    await app.goto('/offline/');
    const maths = app.getByTestId('offline-pack').filter({ hasText: /Algebra/ });
    const href = await maths.getByTestId('offline-play').getAttribute('href');
    await app.goto(href!.replace(/n=\d+/, 'n=2'));
    await expect(app.locator('.katex').first()).toBeVisible();
    expect(await app.evaluate(() => document.fonts.check('16px KaTeX_Main'))).toBe(true);
    await expect
      .poll(() =>
        app.evaluate(() =>
          [...document.fonts].some((f) => f.family.includes('KaTeX_Main') && f.status === 'loaded'),
        ),
      )
      .toBe(true);
    expect(await playThrough(app)).toBe(2);

    const games = 4;
    await expect(app.getByTestId('sync-status')).toHaveAttribute('data-pending', String(games));

    // The server is back: the outbox sends the four games, each once.
    await server.start();
    await app.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(app.getByTestId('sync-status')).toBeHidden({ timeout: 60_000 });
    const seen = await statistics(app);
    expect(seen.correct + seen.incorrect).toBe(2 + 2 + passageQuestions + 2);
  } finally {
    await server.close();
  }
});
