import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';

test('the app is installable: Chromium reports no installability errors', async ({
  baseURL,
  launchOptions,
}) => {
  // Installability is only evaluated in a persistent (non-incognito) profile.
  const profile = mkdtempSync(path.join(tmpdir(), 'openquiz-pwa-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, headless: true });
  try {
    const page = await context.newPage();
    await page.goto(baseURL!);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href');
      return href
        ? ((await (await fetch(href)).json()) as { icons: { sizes: string }[]; display: string })
        : null;
    });
    expect(manifest?.display).toBe('standalone');
    expect(manifest?.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(
        async () =>
          ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] })
            .installabilityErrors,
      )
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
