import { expect, test } from '@playwright/test';
import { ownServer } from './own-server';
import { projectServer } from './support';

// A deployment with Firebase sign-in configured (Google and Apple), on a server of this file's own. The
// popup itself talks to Google, which tests never reach: the server's checks of Firebase ID tokens are
// tested against a local key set (server/test/firebase-signin.test.ts); here, what the page offers and
// that Firebase's code stays out of the page until a button is pressed.
const PORT = Number(process.env.E2E_PORT ?? 4310) + 54;
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

let server: Awaited<ReturnType<typeof ownServer>>;
test.beforeAll(async () => {
  server = await ownServer(PORT, {
    FIREBASE_WEB_CONFIG: JSON.stringify({
      apiKey: 'e2e-api-key',
      authDomain: '127.0.0.1',
      projectId: 'openquiz-e2e',
      messagingSenderId: '1',
      appId: '1:1:web:1',
    }),
    FIREBASE_AUTH_PROVIDERS: 'google,apple',
  });
});
test.afterAll(async () => server?.close());

test('the login and sign-up pages offer the configured providers, without loading Firebase', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto('/auth/login/');
  await expect(page.getByTestId('login-google')).toHaveText('Continue with Google');
  await expect(page.getByTestId('login-apple')).toHaveText('Continue with Apple');
  await page.goto('/auth/sign-up/');
  await expect(page.getByTestId('login-google')).toBeVisible();
  expect(fetched.filter((url) => /firebase/.test(url))).toEqual([]);
});

test('without Firebase configured the buttons are absent', async ({ page }) => {
  await page.goto(`${projectServer().url}/auth/login/`);
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await expect(page.getByTestId('firebase-providers')).toHaveCount(0);
});
