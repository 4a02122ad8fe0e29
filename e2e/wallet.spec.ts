import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, grantAdmin, mailedLink, signUp, violations } from './support';

const ADMIN = { email: 'e2e-admin@example.com', password: 'operator password 1' };

let granted = false;

/** The operator's token: the account signs up like anyone, then the operator's command makes it an admin. */
async function adminToken(request: APIRequestContext): Promise<string> {
  // Another spec may be creating the same account right now: log in, else sign up, and retry once.
  for (let attempt = 0; attempt < 3; attempt++) {
    let identity = await api(request, 'auth_email_login', ADMIN);
    if (identity.error) identity = await api(request, 'auth_email_signup', ADMIN);
    if (identity.error) continue;
    const { firebase_id, id_token } = identity.data as { firebase_id: string; id_token: string };
    const user = await api(request, 'user_signup', {
      firebase_id,
      id_token,
      type: 'email',
      email: ADMIN.email,
      name: 'Operator',
    });
    if (user.error) continue;
    if (!granted) {
      // Admin goes to verified addresses only: the operator follows the link of their own sign-up mail
      // (another worker may have done it already: the link then answers 'used', and the grant holds).
      const token = new URL(await mailedLink(ADMIN.email), 'http://x').searchParams.get('token') ?? '';
      await api(request, 'verify_email', { token });
      await grantAdmin(ADMIN.email); // idempotent: another worker may have granted it already
    }
    granted = true;
    return (user.data as { api_token: string }).api_token;
  }
  throw new Error('could not sign the operator in');
}

/** The signed-in player's id and token, as the app keeps them. */
async function player(page: Page) {
  return page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('openquiz.user') ?? '{}') as {
      token: string;
      data: { id: number };
    };
    return { id: session.data.id, token: session.token };
  });
}

async function grant(request: APIRequestContext, userId: number, coins: number) {
  const res = await api(
    request,
    'admin_grant_coins',
    {
      user_id: userId,
      coins,
      grant_id: randomUUID(),
      note: 'e2e top-up',
    },
    await adminToken(request),
  );
  expect(res.error).toBe(false);
}

test('redeem coins once per 48 hours, cancel for a refund, and see it all in the coin history', async ({
  page,
  request,
}) => {
  await signUp(page, 'Ada', { verified: true }); // 10 coins; redeeming needs a verified address
  const me = await player(page);
  await grant(request, me.id, 490);

  await page.goto('/profile/wallet/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('500');
  await expect(page.getByTestId('wallet-worth')).toContainText('Worth');
  await expect(page.getByTestId('wallet-worth')).toContainText('$50.00');
  await expect(page.getByTestId('wallet-rate')).toContainText('10 coins = ');
  await expect(page.getByTestId('wallet-rate')).toContainText('$1.00');
  await expect(page.getByTestId('wallet-minimum')).toHaveText('Minimum 100 coins');
  await expect(page.getByTestId('requests-empty')).toBeVisible();
  await expect(page.getByText('Payout takes 3-5 working days')).toBeVisible();
  expect.soft(await violations(page), 'wallet').toEqual([]);

  // Per-method checks: a UPI ID needs its bank handle; the player fixes it and asks for 200 coins.
  await page.getByTestId('redeem-method-upi').click();
  await page.getByLabel('UPI ID').fill('asha');
  await page.getByTestId('redeem-coins').fill('200');
  await expect(page.getByTestId('redeem-money')).toContainText('$20.00');
  await page.getByTestId('redeem-submit').click();
  await expect(page.getByText('Enter a UPI ID such as name@bank')).toBeVisible();
  await page.getByLabel('UPI ID').fill('asha@okaxis');
  await page.getByTestId('redeem-coins').fill('99');
  await page.getByTestId('redeem-submit').click();
  await expect(page.getByText('Redeem at least 100 coins')).toBeVisible();
  await page.getByTestId('redeem-coins').fill('200');
  await expect(page.getByTestId('redeem-submit')).toContainText('Redeem for');
  await expect(page.getByTestId('redeem-submit')).toContainText('$20.00');
  await page.getByTestId('redeem-submit').click();

  const item = page.getByTestId('request-item').first();
  await expect(item.getByTestId('request-status')).toHaveText('Pending');
  await expect(item.getByTestId('request-money')).toContainText('$20.00');
  await expect(item).toContainText('asha@okaxis');
  await expect(page.getByTestId('wallet-balance')).toHaveText('300');
  await expect(page.getByTestId('header-coins')).toHaveText('300');

  // A second request inside 48 hours: the form says so, and the server refuses it too.
  await expect(page.getByTestId('redeem-wait')).toContainText(
    'Only one payment request is allowed per 48 hours',
  );
  await expect(page.getByTestId('redeem-form')).toHaveCount(0);
  const again = await api(
    request,
    'set_payment_request',
    { payment_type: 'paypal', payment_address: 'asha@example.com', coin_used: 100 },
    me.token,
  );
  expect(again).toMatchObject({ error: true, message: '127' });
  expect.soft(await violations(page), 'wallet with a pending request').toEqual([]);

  // Cancel with confirmation: the coins come back and the window opens again.
  await item.getByTestId('request-cancel').click();
  const dialog = page.getByTestId('cancel-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your 200 coins come straight back to your wallet.');
  expect.soft(await violations(page), 'cancel dialog').toEqual([]);
  await dialog.getByTestId('cancel-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(item.getByTestId('request-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('wallet-balance')).toHaveText('500');
  await expect(page.getByTestId('header-coins')).toHaveText('500');
  await expect(page.getByTestId('redeem-wait')).toHaveCount(0);
  await expect(page.getByTestId('redeem-submit')).toBeEnabled();
  await expect(page.getByTestId('redeem-coins')).toHaveValue('500');

  await page.goto('/profile/coin-history/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coin history');
  const titles = page.getByTestId('history-title');
  await expect(titles).toHaveText([
    'Redeem request cancelled',
    'Redeem request',
    'Gift from the team',
    'Welcome bonus',
  ]);
  await expect(page.getByTestId('history-amount')).toHaveText(['+200', '−200', '+490', '+10']);
  await expect(page.getByText('Today')).toBeVisible();
  expect.soft(await violations(page), 'coin history').toEqual([]);

  await page.getByTestId('history-tab-spend').click();
  await expect(page.getByTestId('history-tab-spend')).toHaveAttribute('aria-selected', 'true');
  await expect(titles).toHaveText(['Redeem request']);
  await page.getByTestId('history-tab-income').click();
  await expect(titles).toHaveText(['Redeem request cancelled', 'Gift from the team', 'Welcome bonus']);
});

test('an operator rejects a request: the player sees why, gets the coins back, and waits out the 48 hours', async ({
  page,
  request,
}) => {
  await signUp(page, 'Ada', { verified: true }); // redeeming needs a verified address
  const me = await player(page);

  // A new player: nothing spent yet, and not enough coins to redeem.
  await page.goto('/profile/coin-history/');
  await page.getByTestId('history-tab-spend').click();
  await expect(page.getByTestId('empty-state')).toContainText('Nothing spent yet');
  await expect(page.getByRole('link', { name: 'Open my wallet' })).toBeVisible();
  await page.goto('/profile/wallet/');
  await expect(page.getByTestId('wallet-need-more')).toHaveText('Earn 90 more coins to redeem');
  await expect(page.getByTestId('redeem-locked').getByRole('link', { name: 'Play a quiz' })).toBeVisible();
  await expect(page.getByTestId('redeem-form')).toHaveCount(0);
  expect.soft(await violations(page), 'wallet under the minimum').toEqual([]);

  await grant(request, me.id, 140);
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toHaveText('150');
  await page.getByTestId('redeem-method-mobile').click();
  await page.getByLabel('Mobile number').fill('+1 650-253-0000');
  await page.getByTestId('redeem-coins').fill('150');
  await page.getByTestId('redeem-submit').click();
  const item = page.getByTestId('request-item').first();
  await expect(item.getByTestId('request-status')).toHaveText('Pending');
  await expect(item).toContainText('+16502530000');
  await expect(page.getByTestId('wallet-balance')).toHaveText('0');

  const [request1] = await page.evaluate(async (token) => {
    const res = await fetch('/api/get_payment_request', {
      method: 'POST',
      body: new FormData(),
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { data: { id: number }[] }).data;
  }, me.token);
  const rejected = await api(
    request,
    'admin_update_payment_request',
    { payment_id: request1!.id, status: 'rejected', reason: 'This number cannot receive payouts.' },
    await adminToken(request),
  );
  expect(rejected.error).toBe(false);

  await page.reload();
  await expect(item.getByTestId('request-status')).toHaveText('Rejected');
  await expect(item).toContainText('This number cannot receive payouts.');
  await expect(page.getByTestId('wallet-balance')).toHaveText('150');
  await expect(page.getByTestId('redeem-wait')).toContainText(
    'Only one payment request is allowed per 48 hours',
  );

  await page.goto('/profile/coin-history/');
  await expect(page.getByTestId('history-title').first()).toHaveText(
    'Redeem request declined, coins returned',
  );
  await expect(page.getByTestId('history-amount').first()).toHaveText('+150');
});

test('the coin history pages with "load more"', async ({ page, request }) => {
  await signUp(page);
  const me = await player(page);
  const admin = await adminToken(request);
  for (let i = 1; i <= 24; i++) {
    const res = await api(
      request,
      'admin_grant_coins',
      { user_id: me.id, coins: i, grant_id: randomUUID() },
      admin,
    );
    expect(res.error).toBe(false);
  }
  await page.goto('/profile/coin-history/');
  await expect(page.getByTestId('history-balance')).toHaveText('310');
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(20);
  await expect(page.getByTestId('history-amount').first()).toHaveText('+24');
  await page.getByTestId('history-more').click();
  await expect(rows).toHaveCount(25);
  await expect(page.getByTestId('history-amount').last()).toHaveText('+10');
  await expect(page.getByTestId('history-title').last()).toHaveText('Welcome bonus');
  await expect(page.getByTestId('history-more')).toHaveCount(0);
});
