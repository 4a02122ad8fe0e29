import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { answerBook, firstCategory, playQuestions, signUp, violations } from './support';

const book = answerBook();

/** Signs a player up and plays level 1 of the first category to its result: 8 right, 2 wrong. */
async function finishLevel(page: Page) {
  await signUp(page);
  const { category, subcategory } = firstCategory();
  await page.goto(`/quiz-zone/${category}/${subcategory}/level/1/`);
  await playQuestions(page, book, 10, (i) => i <= 8);
  await expect(page.getByTestId('result-correct')).toHaveText('8');
}

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The content of a meta tag of the page's HTML as the server sent it, its character references decoded. */
const tag = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`)
    .exec(html)?.[1]
    ?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

test('Share hands the share sheet a 1080 × 1080 PNG of the card, and its link opens a page with social tags', async ({
  page,
  browser,
}) => {
  // The device's share sheet, as a phone has it: files can be shared, and what is shared is kept.
  await page.addInitScript(() => {
    const w = window as unknown as { sharedData?: ShareData };
    navigator.canShare = (data?: ShareData) => Array.isArray(data?.files) && data.files.length > 0;
    navigator.share = async (data?: ShareData) => {
      w.sharedData = data;
    };
  });
  await finishLevel(page);
  // The card's drawing code loads on the press, not with the app or the result screen.
  const drawingLoaded = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').some((r) => /\/share-result-[\w-]+\.js$/.test(r.name)),
    );
  expect(await drawingLoaded()).toBe(false);
  await page.getByTestId('share-result').click();
  await expect
    .poll(() => page.evaluate(() => !!(window as unknown as { sharedData?: ShareData }).sharedData))
    .toBe(true);
  expect(await drawingLoaded()).toBe(true);
  const shared = await page.evaluate(async () => {
    const data = (window as unknown as { sharedData: ShareData }).sharedData;
    const file = data.files![0]!;
    const bitmap = await createImageBitmap(file);
    return {
      count: data.files!.length,
      name: file.name,
      type: file.type,
      width: bitmap.width,
      height: bitmap.height,
      text: data.text ?? '',
    };
  });
  expect(shared).toMatchObject({ count: 1, type: 'image/png', width: 1080, height: 1080 });
  expect(shared.name).toMatch(/^openquiz-[\w-]{8}\.png$/);
  const link = /https?:\/\/\S+\/share\/[\w-]{22}/.exec(shared.text)?.[0];
  expect(link, shared.text).toBeTruthy();

  // What a link preview reads: the HTML as the server sends it, before any script.
  const res = await page.request.get(link!);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(tag(html, 'og:title')).toBe("Ada's result in Quiz Zone: 80% | OpenQuiz");
  expect(tag(html, 'og:description')).toContain('8 of 10 right');
  expect(tag(html, 'twitter:card')).toBe('summary_large_image');
  expect(html).toContain(`<link rel="canonical" href="${link}">`);
  const image = tag(html, 'og:image')!;
  expect(image).toMatch(/\/share\/[\w-]{22}\.png\?v=\w+$/);
  const png = await page.request.get(image);
  expect(png.headers()['content-type']).toBe('image/png');
  const bytes = await png.body();
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(pngSize(bytes)).toEqual({ width: 1080, height: 1080 });

  // Whoever gets the link sees the card, signed in or not, and is offered a game.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto(link!);
    await expect(visitor.getByTestId('share-title')).toHaveText("Ada's result in Quiz Zone: 80%");
    const card = visitor.getByTestId('share-card');
    await expect(card).toBeVisible();
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1080);
    await expect(visitor.getByTestId('share-play')).toHaveAttribute('href', '/auth/sign-up/');
    expect.soft(await violations(visitor), 'shared card page').toEqual([]);
  } finally {
    await visitorContext.close();
  }

  // Sharing again is the same card: the same link.
  await page.evaluate(() => delete (window as unknown as { sharedData?: ShareData }).sharedData);
  await page.getByTestId('share-result').click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedData?: ShareData }).sharedData?.text))
    .toContain(link!);
});

test('without a share sheet for files, Share downloads the card as a PNG', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await finishLevel(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('share-result').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^openquiz-[\w-]{8}\.png$/);
  const path = test.info().outputPath('card.png');
  await download.saveAs(path);
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(pngSize(bytes)).toEqual({ width: 1080, height: 1080 });
  await expect(page.getByText('Your card is saved')).toBeVisible();
});

test('an unknown card is a page that says so, sent with status 404', async ({ page }) => {
  const res = await page.goto('/share/AAAAAAAAAAAAAAAAAAAAAA');
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId('share-missing')).toBeVisible();
});
