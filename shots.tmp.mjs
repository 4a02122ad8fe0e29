import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4399';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
const page = await context.newPage();
for (let i = 0; i < 60; i++) { try { if ((await fetch(base + '/healthz')).ok) break; } catch {} await new Promise(r => setTimeout(r, 1000)); }
await page.goto(base + '/auth/sign-up/');
await page.getByTestId('signup-name').fill('Layla');
await page.getByTestId('signup-email').fill(`shot-${Date.now()}@example.com`);
await page.getByTestId('signup-password').fill('correct horse battery');
await page.getByTestId('signup-confirm').fill('correct horse battery');
await page.getByTestId('signup-submit').click();
await page.getByTestId('header-coins').waitFor();
await page.evaluate(async () => { await navigator.serviceWorker.ready; });
await page.reload();
async function download(type, name) {
  await page.goto(base + '/offline/');
  await page.getByTestId(`offline-tab-${type}`).click();
  const topic = page.getByTestId('offline-topic').filter({ hasText: name }).first();
  await topic.getByTestId('pack-download').click();
  await topic.getByTestId('pack-confirm').click();
  await topic.getByTestId('pack-held').waitFor();
}
await download(2, /Science Explained/);
await download(5, /Algebra/);
await download(1, /.*/);
const sizes = [['phone', 390, 844], ['desktop', 1280, 800]];
async function shoot(name) {
  for (const [label, w, h] of sizes) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shots/${name}-${label}.png`, fullPage: label === 'phone' });
  }
}
for (const lang of ['english', 'arabic']) {
  await page.goto(base + '/');
  await page.getByTestId('language-select').selectOption(lang);
  await page.waitForTimeout(500);
  await shoot(`home-${lang}`);
  await page.goto(base + '/offline/');
  await page.getByTestId('offline-tab-5').click();
  await page.getByTestId('offline-topic').first().waitFor();
  await shoot(`offline-${lang}`);
  await page.getByTestId('offline-passage').first().click();
  await page.getByTestId('offline-passage-detail').waitFor();
  await shoot(`passage-${lang}`);
  await page.goto(base + '/offline/');
  const href = await page.getByTestId('offline-pack').filter({ hasText: /Algebra|الجبر/ }).getByTestId('offline-play').getAttribute('href');
  await page.goto(base + href);
  await page.locator('.katex').first().waitFor();
  await shoot(`maths-${lang}`);
  await page.goto(base + '/fun-and-learn/science-explained/');
  await page.waitForTimeout(1500);
  await shoot(`fl-list-${lang}`);
}
await browser.close();
