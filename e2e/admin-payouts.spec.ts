import { expect, test, type Browser, type Page } from '@playwright/test';
import { grantAdmin, signUp, violations } from './support';

// The console's players and payouts (issue 17), driven as an operator and a player would, side by side.

async function operator(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const { email } = await signUp(page, 'Operator', { verified: true });
  await grantAdmin(email);
  return page;
}

test('an operator adjusts a player’s coins and pays their payout with a reference; the player sees it paid', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await operator(browser);
  const name = `Asha ${Date.now() % 100_000}`;
  const { email } = await signUp(page, name, { verified: true }); // redeeming needs a verified address

  // Players: search the player, open them, and credit 190 coins with a reason.
  await admin.goto('/admin/players');
  await expect(admin.getByTestId('admin-nav-dashboard')).toBeVisible();
  await admin.getByTestId('admin-search').fill(email);
  await expect(admin.getByTestId('admin-row')).toHaveCount(1);
  await admin.getByTestId('player-link').click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(admin.getByTestId('player-coins')).toHaveText('10');
  await admin.getByTestId('adjust-coins').click();
  const adjust = admin.getByTestId('adjust-coins-dialog');
  await adjust.getByTestId('form-submit').click();
  await expect(adjust.getByText('Enter a whole number other than 0')).toBeVisible();
  await adjust.getByTestId('adjust-amount').fill('190');
  await adjust.getByTestId('adjust-reason').fill('Prize of the November contest');
  expect.soft(await violations(admin), 'adjust dialog').toEqual([]);
  await adjust.getByTestId('form-submit').click();
  await expect(adjust).toBeHidden();
  await expect(admin.getByText('The balance is now 200 coins')).toBeVisible();
  await expect(admin.getByTestId('player-coins')).toHaveText('200');
  const ledger = admin.getByTestId('player-ledger');
  await expect(ledger.getByTestId('admin-row').first()).toContainText('+190');
  expect.soft(await violations(admin), 'player page').toEqual([]);

  // The player redeems 150 of them.
  await page.goto('/profile/wallet/');
  await expect(page.getByTestId('wallet-balance')).toHaveText('200');
  await page.getByTestId('redeem-method-upi').click();
  await page.getByLabel('UPI ID').fill('asha@okaxis');
  await page.getByTestId('redeem-coins').fill('150');
  await page.getByTestId('redeem-submit').click();
  const item = page.getByTestId('request-item').first();
  await expect(item.getByTestId('request-status')).toHaveText('Pending');

  // Payouts: the request waits in the queue; the operator marks it paid with the transfer's reference.
  await admin.getByTestId('admin-nav-payouts').click();
  await admin.getByTestId('admin-search').fill(email);
  const row = admin.getByTestId('admin-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('asha@okaxis');
  await expect(row).toContainText('$15.00');
  await expect(row.getByTestId('payment-status')).toHaveText('Pending');
  expect.soft(await violations(admin), 'payout queue').toEqual([]);
  await row.getByTestId('payout-approve').click();
  const approve = admin.getByTestId('payout-approve-dialog');
  await expect(approve).toContainText('asha@okaxis');
  await approve.getByTestId('payout-reference').fill('UPI-4471-XZ');
  await approve.getByTestId('form-submit').click();
  await expect(admin.getByText('Marked paid; the player is notified')).toBeVisible();
  // Paid requests leave the pending queue; the "all" filter shows it paid, with its reference.
  await expect(admin.getByTestId('admin-row')).toHaveCount(0);
  await admin.getByTestId('payouts-status').selectOption('');
  await expect(row.getByTestId('payment-status')).toHaveText('Paid');
  await expect(row).toContainText('Ref. UPI-4471-XZ');

  // The player: paid, with the reference, and told so.
  await page.reload();
  await expect(item.getByTestId('request-status')).toHaveText('Paid');
  await expect(item.getByTestId('request-reference')).toHaveText('Transfer reference: UPI-4471-XZ');
  await expect(page.getByTestId('wallet-balance')).toHaveText('50');
  await page.goto('/notifications/');
  const notes = page.getByTestId('notification-list');
  await expect(notes).toContainText('Payment sent');
  await expect(notes).toContainText('Your payout of $15.00 is on its way. Reference: UPI-4471-XZ.');
  await expect(notes).toContainText('You received 190 coins');

  // The dashboard counts them: a paid payout is no longer pending; charts are drawn.
  await admin.getByTestId('admin-nav-dashboard').click();
  await expect(admin.getByTestId('admin-dashboard')).toBeVisible();
  await expect(admin.getByTestId('dash-players')).not.toHaveText('0');
  await expect(admin.getByTestId('chart-new-players')).toBeVisible();
  await expect(admin.getByTestId('chart-games')).toBeVisible();
  expect.soft(await violations(admin), 'dashboard').toEqual([]);
});

test('a player is not let into the console', async ({ page }) => {
  await signUp(page, 'Curious');
  await page.goto('/admin/payouts');
  await expect(page.getByTestId('admin-console')).toHaveCount(0);
});
