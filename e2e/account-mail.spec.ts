import { expect, test, type Browser, type Page } from '@playwright/test';
import { linkToken, SmtpSink } from '../server/test/smtp-sink';
import { ownServer } from './own-server';
import { violations } from './support';

// Mail goes through a real SMTP server of this test's own (in this process, parsed with mailparser):
// the app server of this file is configured with it, so no other test's mail lands here.
const PORT = Number(process.env.E2E_PORT ?? 4310) + 52;
const ORIGIN = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: ORIGIN });

let smtp: SmtpSink;
let server: Awaited<ReturnType<typeof ownServer>>;
test.beforeAll(async () => {
  smtp = await SmtpSink.start();
  server = await ownServer(PORT, {
    SMTP_URL: smtp.url,
    PUBLIC_URL: ORIGIN,
    MAIL_FROM: 'OpenQuiz <quiz@example.com>',
  });
});
test.afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const PASSWORD = 'correct horse battery';
let n = 0;
const newEmail = () => `mail-${Date.now()}-${++n}@example.com`;

/** The path (with its token) of a link in a mail, to open on the test's own origin. */
const linkPath = (token: string, page: 'verify-email' | 'reset-password' | 'confirm-email') =>
  `/auth/${page}/?token=${encodeURIComponent(token)}`;

async function signUpWithForm(page: Page, email: string) {
  await page.goto('/auth/sign-up/');
  await page.getByTestId('signup-name').fill('Mia');
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-password').fill(PASSWORD);
  await page.getByTestId('signup-confirm').fill(PASSWORD);
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('header-coins')).toHaveText('10');
}

test('a new player is mailed a link, reminded until they follow it, and verified by it once', async ({
  page,
}) => {
  const email = newEmail();
  await signUpWithForm(page, email);
  const [mail] = await smtp.waitFor(email);
  expect(mail!.subject).toBe('Confirm your e-mail address');
  expect(mail!.text).toContain(`${ORIGIN}/auth/verify-email/?token=`);

  // The reminder, with "Resend": a second mail within the minute is refused, and says why.
  const banner = page.getByTestId('verify-banner');
  await expect(banner).toContainText(email);
  expect.soft(await violations(page), 'home with the reminder').toEqual([]);
  await page.getByTestId('verify-resend').click();
  await expect(page.getByText('A mail was sent less than a minute ago')).toBeVisible();

  // The player opens the link from the mail: verified, and the reminder is gone.
  const token = linkToken(mail!, 'verify-email');
  await page.goto(linkPath(token, 'verify-email'));
  await expect(page.getByTestId('verify-done')).toContainText(email);
  expect.soft(await violations(page), 'verified').toEqual([]);
  await page.getByTestId('verify-continue').click();
  await expect(page.getByTestId('header-coins')).toBeVisible();
  await expect(page.getByTestId('verify-banner')).toHaveCount(0);

  // The link works once.
  await page.goto(linkPath(token, 'verify-email'));
  await expect(page.getByTestId('verify-failed')).toContainText('This link is not valid any more');
});

test('forgot password: a link by mail sets a new one, and every device signed in is signed out', async ({
  page,
  browser,
}) => {
  const email = newEmail();
  await signUpWithForm(page, email); // "device A", signed in
  await smtp.waitFor(email);

  const other = await (browser as Browser).newContext({ baseURL: ORIGIN });
  const b = await other.newPage();
  await b.goto('/auth/login/');
  await b.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(b).toHaveURL(/\/auth\/reset-password\/$/);
  expect.soft(await violations(b), 'reset request').toEqual([]);
  // Unknown addresses get the same page as known ones.
  await b.getByTestId('reset-email').fill(newEmail());
  await b.getByTestId('reset-send').click();
  const unknownAnswer = await b.getByTestId('reset-sent').innerText();
  await b.goto('/auth/reset-password/');
  await b.getByTestId('reset-email').fill(email);
  await b.getByTestId('reset-send').click();
  await expect(b.getByTestId('reset-sent')).toContainText(email);
  const withoutAddress = (text: string) => text.replace(/\S+@example\.com\S*/, '');
  expect(withoutAddress(unknownAnswer)).toBe(withoutAddress(await b.getByTestId('reset-sent').innerText()));

  const [, mail] = await smtp.waitFor(email, 2);
  expect(mail!.subject).toBe('Reset your password');
  const token = linkToken(mail!, 'reset-password');
  await b.goto(linkPath(token, 'reset-password'));
  await b.getByTestId('reset-new-password').fill('a brand new secret');
  await b.getByTestId('reset-confirm-password').fill('a brand new secre');
  await expect(b.getByText('The passwords do not match').first()).toBeVisible();
  await b.getByTestId('reset-confirm-password').fill('a brand new secret');
  expect.soft(await violations(b), 'new password').toEqual([]);
  await b.getByTestId('reset-save').click();
  await expect(b.getByTestId('reset-done')).toBeVisible();

  // The new password signs in; the old one does not.
  await b.getByTestId('reset-login').click();
  await b.getByTestId('login-email').fill(email);
  await b.getByTestId('login-password').fill(PASSWORD);
  await b.getByTestId('login-submit').click();
  await expect(b.getByTestId('form-error')).toBeVisible();
  await b.getByTestId('login-password').fill('a brand new secret');
  await b.getByTestId('login-submit').click();
  await expect(b.getByTestId('header-coins')).toHaveText('10');
  // Following the reset link proved the address: no reminder.
  await expect(b.getByTestId('verify-banner')).toHaveCount(0);

  // Device A's session ended with the change.
  await page.goto('/profile/');
  await expect(page.getByTestId('header-login')).toBeVisible();

  // The link was for once: used again, it says so and offers a new one.
  await b.goto(linkPath(token, 'reset-password'));
  await b.getByTestId('reset-new-password').fill('yet another secret');
  await b.getByTestId('reset-confirm-password').fill('yet another secret');
  await b.getByTestId('reset-save').click();
  await expect(b.getByTestId('form-error')).toContainText('This link is not valid any more');
  await expect(b.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await other.close();
});

test('changing the sign-in address: password asked, a link to the new address, the old one told', async ({
  page,
}) => {
  const old = newEmail();
  const next = newEmail();
  await signUpWithForm(page, old);
  await smtp.waitFor(old);
  await page.goto('/profile/');
  await page.getByTestId('change-email').click();
  const dialog = page.getByTestId('change-email-dialog');
  await dialog.getByTestId('change-email-address').fill(next);
  await dialog.getByTestId('change-email-password').fill('not my password');
  expect.soft(await violations(page), 'change address dialog').toEqual([]);
  await dialog.getByTestId('change-email-send').click();
  await expect(dialog.getByTestId('form-error')).toContainText('That is not your current password');
  await dialog.getByTestId('change-email-password').fill(PASSWORD);
  await dialog.getByTestId('change-email-send').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('change-email-sent')).toContainText(next);
  // Nothing changes until the new address follows its link.
  await expect(page.getByTestId('profile-email-value')).toHaveText(old);

  const [mail] = await smtp.waitFor(next);
  expect(mail!.subject).toBe('Confirm your new e-mail address');
  await page.goto(linkPath(linkToken(mail!, 'confirm-email'), 'confirm-email'));
  await expect(page.getByTestId('verify-done')).toContainText(next);
  expect.soft(await violations(page), 'address changed').toEqual([]);
  await page.goto('/profile/');
  await expect(page.getByTestId('profile-email-value')).toHaveText(next);
  const [, notice] = await smtp.waitFor(old, 2);
  expect(notice!.subject).toBe('Your sign-in address was changed');

  // From now on the new address signs in, the old one does not.
  await page.getByTestId('profile-logout').click();
  await page.goto('/auth/login/');
  await page.getByTestId('login-email').fill(old);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('form-error')).toBeVisible();
  await page.getByTestId('login-email').fill(next);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-coins')).toHaveText('10');
  await expect(page.getByTestId('verify-banner')).toHaveCount(0);
});
