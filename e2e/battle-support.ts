import { expect, type Browser, type Page } from '@playwright/test';
import { practiceBook } from './practice-book';
import { answerCurrent, signUp } from './support';

/** Battles draw from every English quiz file, true/false included. */
const book = practiceBook();

/** Another person on their own phone: a fresh browser context, signed up. */
export async function person(browser: Browser, name: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signUp(page, name);
  return { name, context, page };
}

/**
 * My verdict on question `i`, read from its progress segment: the verdict line itself only lasts until the
 * next question opens (a short reveal on the test clock), the segment until the game ends ('over').
 */
export async function expectVerdict(page: Page, i: number, right: boolean | null) {
  // One look at the page per poll: a locator call would wait for a segment the move to the result
  // page has just removed.
  const look = () =>
    page.evaluate((index) => {
      if (document.querySelector('[data-testid="battle-result"]')) return 'over';
      const segment = document.querySelector(`[data-testid="segment-${index}"]`);
      return segment?.getAttribute('data-verdict') ?? 'none';
    }, i);
  await expect.poll(look, { timeout: 20_000 }).toMatch(new RegExp(`^(${right ?? 'true|false'}|over)$`));
}

/**
 * Answers questions `from`… of `count` as each opens — right when `right(i)`, or the first option when
 * `right` is null — then waits for the result. Returns the question texts it saw.
 */
export async function playThrough(
  page: Page,
  count: number,
  right: ((i: number) => boolean) | null,
  from = 0,
): Promise<string[]> {
  const play = page.getByTestId('battle-play');
  const seen: string[] = [];
  for (let i = from; i < count; i++) {
    await expect(play).toHaveAttribute('data-question', String(i), { timeout: 20_000 });
    await expect(play).toHaveAttribute('data-state', 'started');
    seen.push((await page.getByTestId('question-text').innerText()).trim());
    if (right) await answerCurrent(page, book, right(i));
    else await page.locator('[data-testid^="option-"]').first().click();
    await expectVerdict(page, i, right ? right(i) : null);
  }
  await expect(page.getByTestId('battle-result')).toBeVisible({ timeout: 20_000 });
  return seen;
}
