import { expect, test, type Page } from '@playwright/test';
import { contentBook, rightOptionText, tapLetter } from './learning-content';
import { signUp, violations } from './support';

// Every mode has questions in French and Arabic (issue 19): a French player spells French words, an
// Arabic one reads an Arabic passage and answers its quiz, right to left.

const useLanguage = (page: Page, name: 'french' | 'arabic') =>
  page.addInitScript((n) => localStorage.setItem('openquiz.language', JSON.stringify(n)), name);

/** Answers the question on screen until the result, each time rightly, by `answer`. */
async function playToResult(page: Page, answer: (clue: string) => Promise<void>) {
  const total = Number(/\/(\d+)/.exec(await page.getByTestId('question-counter').innerText())?.[1]);
  expect(total).toBeGreaterThan(0);
  for (let i = 1; i <= total; i++) {
    await expect(page.getByTestId('question-counter')).toHaveText(new RegExp(`\\b${i}/${total}\\b`));
    await answer((await page.getByTestId('question-text').innerText()).trim());
    await expect(page.getByTestId('feedback').locator('[data-kind="correct"]')).toBeVisible();
  }
  await expect(page.getByTestId('result-screen')).toBeVisible();
  await expect(page.getByTestId('result-correct')).toHaveText(String(total));
}

test('a French player spells French words in guess the word', async ({ page }) => {
  test.setTimeout(150_000);
  const book = contentBook('guess-the-word.fr.json');
  await useLanguage(page, 'french');
  await signUp(page);
  await page.goto('/guess-the-word/animals/wild-animals/');
  await expect(page.getByText('Animaux sauvages').first()).toBeVisible();
  await page.getByTestId('intro-start').click();
  await expect(page.getByTestId('play-screen')).toHaveAttribute('data-kind', 'guess_the_word');
  expect.soft(await violations(page), 'play').toEqual([]);
  await playToResult(page, async (clue) => {
    const word = book.get(clue)?.answer;
    expect(typeof word, `a French clue: ${clue}`).toBe('string');
    // Accented letters are tiles of their own (GUÉPARD has an É).
    for (const letter of String(word).replace(/\s+/g, '')) await tapLetter(page, letter);
    await page.getByTestId('word-submit').click();
  });
});

test('an Arabic player reads an Arabic passage and answers its quiz, right to left', async ({ page }) => {
  test.setTimeout(150_000);
  const book = contentBook('fun-and-learn.ar.json');
  await useLanguage(page, 'arabic');
  await signUp(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/fun-and-learn/science-explained/the-human-body/');
  const list = page.getByTestId('passage-list');
  await list.getByRole('link', { name: /ابن النفيس/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ابن النفيس وسرّ الدورة الدموية الصغرى');
  await expect(page.getByTestId('passage-detail')).toContainText('ابن النفيس');
  expect.soft(await violations(page), 'passage').toEqual([]);
  await page.getByTestId('passage-start').click();
  await expect(page.getByTestId('play-screen')).toBeVisible();
  await playToResult(page, async (text) => {
    const q = book.get(text);
    expect(q, `an Arabic question: ${text}`).toBeTruthy();
    // True/false options read صح / خطأ, not the stored English words.
    const right = typeof q!.answer === 'boolean' ? (q!.answer ? 'صح' : 'خطأ') : rightOptionText(q!);
    const options = page.locator('[data-testid^="option-"]');
    const labels = await options.allInnerTexts();
    const index = labels.findIndex((l) => l.split('\n').some((line) => line.trim() === right));
    expect(index, `right option of: ${text}`).toBeGreaterThanOrEqual(0);
    await options.nth(index).click();
  });
  expect.soft(await violations(page), 'result').toEqual([]);
});
