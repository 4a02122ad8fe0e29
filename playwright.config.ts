import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT and DIST_DIR let several runs share a checkout: each gets its own server, data and results.
const PORT = Number(process.env.E2E_PORT ?? 4310);
const dataDir = `.e2e-data/${PORT}`;
const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // CI runs one worker (E2E_WORKERS=1 in .ci/run): on its two cores, a second worker's browsers starve
  // the battle tests' sockets and timers (four pages in one room), and they time out.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `test-results/${PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium', viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: {
    // A fresh embedded database for every run; the built PWA is served by the real server.
    command: `rm -rf ${dataDir} && mkdir -p ${dataDir} && node --import tsx server/main.ts`,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      RATE_LIMIT: 'off',
      CONTRACT_CHECK: 'on',
      LOG_LEVEL: 'warn',
      BATTLE_TIMINGS: 'searchMs=4000,botMinMs=300,botMaxMs=1200,revealMs=800,rejoinMs=6000',
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    },
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
  },
});
