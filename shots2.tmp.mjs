import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4399';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
await page.goto(base + '/auth/sign-up/');
await page.getByTestId('signup-name').fill('Layla');
await page.getByTestId('signup-email').fill(`shot-${Date.now()}@example.com`);
await page.getByTestId('signup-password').fill('correct horse battery');
await page.getByTestId('signup-confirm').fill('correct horse battery');
await page.getByTestId('signup-submit').click();
await page.getByTestId('header-coins').waitFor();
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
for (const lang of ['english', 'arabic']) {
  await page.goto(base + '/');
  await page.getByTestId('language-select').selectOption(lang);
  await page.goto(base + '/offline/');
  await page.getByTestId('offline-pack').first().waitFor();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/offline2-${lang}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/offline2-${lang}-phone.png` });
}
await browser.close();
