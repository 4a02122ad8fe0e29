import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT and DIST_DIR let several runs share a checkout: each gets its own servers, data and results.
// A run uses E2E_PORT and E2E_PORT + 1 (its two servers) and E2E_PORT + 50…57 (specs' own servers).
const PORT = Number(process.env.E2E_PORT ?? 4310);
const ISOLATED_PORT = PORT + 1;
const systemChromium = '/usr/bin/chromium';

/*
 * Two servers, three projects. The specs share a server and its one embedded database, and most of a run
 * is waiting (timers, polling, animations), so they run on several workers — except these, which run
 * one at a time on a server of their own ("isolated"):
 * - the console specs change what every player gets: maintenance mode and the quiz timer (admin-site),
 *   a broadcast to every player and a live contest (admin-events: a new player's notifications page is
 *   no longer empty), a question added to the maths set others play (admin-content), a premium category
 *   (admin-categories);
 * - the battles share the matchmaking queue (a random search would meet another spec's searcher) and
 *   run on short socket timers with up to four pages in one room: on CI's two cores a second worker
 *   beside them once starved them into timeouts, so beside them runs only the other project.
 * Everything else only touches its own fresh accounts (admins included: they grant coins or review
 * their own players), or runs a server of its own (ownServer) — and runs in parallel ("shared"), but for
 * the specs with a wall-clock budget a busy machine can overrun: the contest settlement must sign a
 * player up and play before its contest ends 25 s after it was made ("This contest has ended" was seen
 * with three workers on two loaded cores). They run last, alone ("alone": it depends on the other two,
 * so Playwright skips it when either has a failure).
 */
const isolated = [
  'admin-categories.spec.ts',
  'admin-content.spec.ts',
  'admin-events.spec.ts',
  'admin-site.spec.ts',
  'battle-bot.spec.ts',
  'battle-friend.spec.ts',
  'battle-group.spec.ts',
  'battle-invite.spec.ts',
  'battle-random.spec.ts',
].map((spec) => `**/${spec}`);
const alone = ['contest.spec.ts'].map((spec) => `**/${spec}`);

/** Workers of the shared project; the isolated one always has one more beside them. */
const SHARED_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/** A server of a project: a fresh embedded database for every run; the built PWA served by the real server. */
function server(port: number) {
  const dataDir = `.e2e-data/${port}`;
  return {
    command: `rm -rf ${dataDir} && mkdir -p ${dataDir} && node --import tsx server/main.ts`,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT: 'off',
      CONTRACT_CHECK: 'on',
      // Throwaway data: no disk flush per commit. With three servers flushing on CI's one disk, stopping a
      // server of a test's own took 70 s once (its shutdown checkpoint makes some 360 flushes).
      DB_FSYNC: 'off',
      LOG_LEVEL: 'warn',
      // An 8 s search: at 4 s a loaded CI machine once let the first searcher's search run out before the
      // second player's socket had joined the queue (battle-random.spec.ts).
      BATTLE_TIMINGS: 'searchMs=8000,botMinMs=300,botMaxMs=1200,revealMs=800,rejoinMs=6000',
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    },
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
  };
}

const phone = {
  ...devices['Pixel 7'],
  browserName: 'chromium' as const,
  viewport: { width: 390, height: 844 },
};

/**
 * A project on the server at `port`. support.ts reads `metadata.dataDir` (the operator's command and the
 * development mailbox of that server) and `use.baseURL`.
 */
const on = (port: number) => ({
  use: { ...phone, baseURL: `http://127.0.0.1:${port}` },
  metadata: { dataDir: `.e2e-data/${port}` },
});

export default defineConfig({
  testDir: 'e2e',
  // Spec files are the unit of parallelism: tests of one file run in order in one worker (several start
  // a server of their own in beforeAll, on a fixed port).
  fullyParallel: false,
  // E2E_WORKERS=1 runs one spec at a time overall (CI, see .ci/run); more adds the isolated worker beside them.
  workers: SHARED_WORKERS === 1 ? 1 : SHARED_WORKERS + 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `test-results/${PORT}`,
  use: {
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
  // The isolated project comes first: Playwright hands a free worker the first queued spec whose project
  // is under its limit, so its long serial chain (the battles) starts at once.
  projects: [
    { name: 'isolated', testMatch: isolated, workers: 1, ...on(ISOLATED_PORT) },
    { name: 'shared', testIgnore: [...isolated, ...alone], workers: SHARED_WORKERS, ...on(PORT) },
    { name: 'alone', testMatch: alone, dependencies: ['isolated', 'shared'], workers: 1, ...on(PORT) },
  ],
  webServer: [server(PORT), server(ISOLATED_PORT)],
});
