import { expect, test, type Page } from '@playwright/test';
import { contentBook, rightOptionText } from './learning-content';
import { signUp, violations } from './support';

const audioBook = contentBook('audio.en.json');

/** Opens a practice mode from the home page down to its intro card, and starts the set. */
async function openSet(page: Page, mode: string, category: string, subcategory: string) {
  // A whole set, 1.6 s of feedback after each answer, and axe on every screen.
  test.setTimeout(180_000);
  await page.goto('/');
  await page.getByTestId(`mode-${mode}`).click();
  await page.getByTestId(`category-${category}`).click();
  await page.getByTestId(`subcategory-${subcategory}`).click();
  await expect(page.getByTestId('practice-intro')).toBeVisible();
  expect.soft(await violations(page), `${mode} intro`).toEqual([]);
  await page.getByTestId('intro-start').click();
  await expect(page.getByTestId('play-screen')).toBeVisible();
}

/** Clicks the option whose text is (or, when `right` is false, is not) the book's answer. */
async function pick(page: Page, rightText: string, right: boolean) {
  const options = page.locator('[data-testid^="option-"]');
  const count = await options.count();
  for (let i = 0; i < count; i++) {
    const lines = (await options.nth(i).innerText()).split('\n').map((l) => l.trim());
    if (lines.includes(rightText) === right) return options.nth(i).click();
  }
  throw new Error(`no option to click for ${rightText}`);
}

test('audio questions: every clip is a real file the player loads; a whole set graded', async ({ page }) => {
  await signUp(page);
  await openSet(page, 'audio_questions', 'languages-of-the-world', 'european-languages');
  expect.soft(await violations(page), 'audio play').toEqual([]);

  const total = Number(/\/(\d+)/.exec(await page.getByTestId('question-counter').innerText())?.[1]);
  expect(total).toBeGreaterThan(0);
  for (let i = 1; i <= total; i++) {
    await expect(page.getByTestId('question-counter')).toHaveText(new RegExp(`\\b${i}/${total}\\b`));
    const audio = page.getByTestId('question-audio');
    await expect(audio).toBeVisible();
    const src = await audio.getAttribute('src');
    expect(src).toMatch(/\/media\/audio\/.+\.mp3$/);
    const clip = await page.request.get(src!);
    expect(clip.status()).toBe(200);
    expect(clip.headers()['content-type']).toMatch(/^audio\//);
    expect((await clip.body()).byteLength).toBeGreaterThan(1000);
    if (i === 1)
      // The browser itself reads the clip: its duration is known once the metadata is in.
      await expect
        .poll(() =>
          audio.evaluate((el: HTMLAudioElement) => (Number.isFinite(el.duration) ? el.duration : 0)),
        )
        .toBeGreaterThan(0);

    const text = (await page.getByTestId('question-text').innerText()).trim();
    const q = audioBook.get(text);
    expect(q, `known question: ${text}`).toBeTruthy();
    // The last two wrong on purpose.
    await pick(page, rightOptionText(q!), i <= total - 2);
    await expect(page.getByTestId('feedback')).not.toBeEmpty();
  }

  await expect(page.getByTestId('result-screen')).toBeVisible();
  await expect(page.getByTestId('result-correct')).toHaveText(String(total - 2));
  await expect(page.getByTestId('result-incorrect')).toHaveText('2');
  const earned = Number(await page.getByTestId('result-coins').getAttribute('data-value'));
  await expect(page.getByTestId('header-coins')).toHaveText(String(10 + earned));
  await page.getByTestId('result-review').click();
  await expect(page.getByTestId('review-screen')).toBeVisible();
  await expect(page.locator('[data-testid^="review-"][data-correct]')).toHaveCount(total);
});

test('math mania: questions render their formulas with KaTeX; a whole set graded', async ({ page }) => {
  await signUp(page);
  await openSet(page, 'math_mania', 'algebra', 'equations');
  await expect(page.getByTestId('question-text').locator('.katex').first()).toBeVisible();
  expect.soft(await violations(page), 'maths play').toEqual([]);

  // The formulas hide the question's source text, so the tally comes from the verdicts on screen.
  const total = Number(/\/(\d+)/.exec(await page.getByTestId('question-counter').innerText())?.[1]);
  let right = 0;
  let sawKatex = 0;
  for (let i = 1; i <= total; i++) {
    await expect(page.getByTestId('question-counter')).toHaveText(new RegExp(`\\b${i}/${total}\\b`));
    if ((await page.locator('[data-testid="play-screen"] .katex').count()) > 0) sawKatex++;
    const option = page.locator('[data-testid^="option-"]').nth(i % 4);
    await option.click();
    await expect(option).toHaveAttribute('data-state', /^(correct|wrong)$/);
    if ((await option.getAttribute('data-state')) === 'correct') right++;
  }
  expect(sawKatex).toBe(total);

  await expect(page.getByTestId('result-screen')).toBeVisible();
  await expect(page.getByTestId('result-correct')).toHaveText(String(right));
  await expect(page.getByTestId('result-incorrect')).toHaveText(String(total - right));
  const earned = Number(await page.getByTestId('result-coins').getAttribute('data-value'));
  await expect(page.getByTestId('header-coins')).toHaveText(String(10 + earned));
  await page.getByTestId('result-review').click();
  await expect(page.getByTestId('review-screen')).toBeVisible();
  await expect(page.getByTestId('review-screen').locator('.katex').first()).toBeVisible();
});
