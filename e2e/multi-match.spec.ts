import { expect, test, type Locator, type Page } from '@playwright/test';
import { contentBook, type ContentQuestion } from './learning-content';
import { signUp, violations } from './support';

const book = contentBook('multi-match.en.json');

/** The first line of a control's text: the item itself, without its partner, rank or arrows. */
const itemText = async (control: Locator) =>
  (await control.locator('[dir="auto"]').first().innerText()).trim();

/** Checks the boxes of the right options; wrong: all of them but the first right one. */
async function answerMultiSelect(page: Page, q: ContentQuestion, right: boolean) {
  const wanted = new Set((q.answer as number[]).map((i) => q.options![i]!));
  if (!right) wanted.delete(q.options![(q.answer as number[])[0]!]!);
  const boxes = page.locator('[data-testid^="multi-option-"]');
  for (let i = 0; i < (await boxes.count()); i++) {
    const box = boxes.nth(i);
    if (wanted.has(await itemText(box))) {
      await box.click();
      await expect(box).toHaveAttribute('aria-checked', 'true');
    }
  }
  await page.getByTestId('multi-submit').click();
}

/** Moves each item up into its place with the ↑ buttons; wrong: then swaps the first two. */
async function answerSequence(page: Page, q: ContentQuestion, right: boolean) {
  const order = q.options!;
  const items = page.locator('[data-testid^="sequence-item-"]');
  for (let target = 0; target < order.length; target++) {
    const texts = await Promise.all(
      Array.from({ length: order.length }, (_, i) => itemText(page.getByTestId(`sequence-item-${i}`))),
    );
    for (let at = texts.indexOf(order[target]!); at > target; at--)
      await page.getByTestId(`sequence-up-${at}`).click();
  }
  if (!right) await page.getByTestId('sequence-down-0').click();
  await expect(items).toHaveCount(order.length);
  await page.getByTestId('sequence-submit').click();
}

/** Taps each left item, then its partner on the right; wrong: the first two partners swapped. */
async function answerMatch(page: Page, q: ContentQuestion, right: boolean) {
  const partnerOf = new Map(q.pairs!);
  const lefts = page.locator('[data-testid^="match-left-"]');
  const rights = page.locator('[data-testid^="match-right-"]');
  const rightTexts = await Promise.all(
    Array.from({ length: await rights.count() }, (_, i) => itemText(rights.nth(i))),
  );
  const plan: [Locator, string][] = [];
  for (let i = 0; i < (await lefts.count()); i++)
    plan.push([lefts.nth(i), partnerOf.get(await itemText(lefts.nth(i)))!]);
  if (!right) [plan[0]![1], plan[1]![1]] = [plan[1]![1], plan[0]![1]];
  for (const [left, partner] of plan) {
    await left.click();
    await rights.nth(rightTexts.indexOf(partner)).click();
  }
  await page.getByTestId('match-submit').click();
}

test('multi match: select, order and match a whole level, then the next level opens', async ({ page }) => {
  // A whole set, 1.6 s of feedback after each answer, and axe on every screen.
  test.setTimeout(180_000);
  await signUp(page);
  await page.goto('/');
  await page.getByTestId('mode-multi_match').click();
  await expect(page.getByTestId('category-list')).toBeVisible();
  expect.soft(await violations(page), 'categories').toEqual([]);
  await page.getByTestId('category-mm-world').click();

  // Levels: only the first is open; a locked one says why.
  await expect(page.getByTestId('level-2')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('level-2')).toHaveAttribute('title', /previous level/i);
  expect.soft(await violations(page), 'levels').toEqual([]);
  await page.getByTestId('level-1').click();

  await expect(page.getByTestId('play-screen')).toBeVisible();
  const total = Number(/\/(\d+)/.exec(await page.getByTestId('question-counter').innerText())?.[1]);
  expect(total).toBe(10);
  const kinds = new Set<string>();
  for (let i = 1; i <= total; i++) {
    await expect(page.getByTestId('question-counter')).toHaveText(new RegExp(`\\b${i}/${total}\\b`));
    const text = (await page.getByTestId('question-text').innerText()).trim();
    const q = book.get(text);
    expect(q, `known question: ${text}`).toBeTruthy();
    const kind = (await page.getByTestId('play-screen').getAttribute('data-kind'))!;
    if (!kinds.has(kind)) expect.soft(await violations(page), `play ${kind}`).toEqual([]);
    kinds.add(kind);
    // The last two wrong on purpose: 8 of 10 passes the level.
    const right = i <= total - 2;
    if (kind === 'multi_select') await answerMultiSelect(page, q!, right);
    else if (kind === 'sequence') await answerSequence(page, q!, right);
    else if (kind === 'match') await answerMatch(page, q!, right);
    else throw new Error(`unexpected kind ${kind}`);
    await expect(page.getByTestId('feedback')).toContainText(right ? /correct/i : /not quite/i);
  }
  expect([...kinds].sort()).toEqual(['match', 'multi_select', 'sequence']);

  await expect(page.getByTestId('result-screen')).toBeVisible();
  await expect(page.getByTestId('result-correct')).toHaveText('8');
  await expect(page.getByTestId('result-incorrect')).toHaveText('2');
  const earned = Number(await page.getByTestId('result-coins').getAttribute('data-value'));
  expect(earned).toBeGreaterThan(0);
  await expect(page.getByTestId('header-coins')).toHaveText(String(10 + earned));
  expect.soft(await violations(page), 'result').toEqual([]);

  await page.getByTestId('result-review').click();
  await expect(page.getByTestId('review-screen')).toBeVisible();
  await expect(page.locator('[data-testid^="review-"][data-correct="false"]')).toHaveCount(2);
  expect.soft(await violations(page), 'review').toEqual([]);
  await page.goBack();

  await page.getByTestId('result-next').click();
  await expect(page).toHaveURL(/\/multi-match-questions\/mm-world\/level\/2\/$/);
  await expect(page.getByTestId('question-counter')).toHaveText(/\b1\/10\b/);
  await page.getByTestId('quit').click();
  await page.getByTestId('quit-confirm').click();
  await expect(page.getByTestId('level-1')).toHaveAttribute('aria-label', /completed/i);
  await expect(page.getByTestId('level-3')).toHaveAttribute('aria-disabled', 'true');
});
