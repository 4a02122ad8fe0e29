import { expect, test } from '@playwright/test';
import { textedCode, violations } from './support';

/** A French mobile number of its own per run: 061 (an assigned mobile range) plus seven digits. */
const frenchMobile = () => {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return { national: `061${digits}`, e164: `+3361${digits}` };
};

test('signs in with a phone number and a texted code; the next time the same number goes straight in', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { national, e164 } = frenchMobile();
  await page.goto('/auth/login/');
  await page.getByTestId('login-phone').click();
  await expect(page).toHaveURL(/\/auth\/otp-verify\/$/);
  await page.getByTestId('phone-country').selectOption('FR');
  await expect(page.getByTestId('phone-number')).toHaveAttribute('placeholder', /^06/);
  expect.soft(await violations(page), 'phone number form').toEqual([]);
  // Not a mobile number: a clear error, no code sent.
  await page.getByTestId('phone-number').fill('01 23 45 67 89');
  await page.getByTestId('phone-send').click();
  await expect(page.getByTestId('form-error')).toContainText('mobile');
  await page.getByTestId('phone-number').fill(national);
  await page.getByTestId('phone-send').click();

  await expect(page.getByTestId('phone-code-form')).toBeVisible();
  await expect(page.getByTestId('phone-code-form').locator('..')).toContainText(
    `+33 6 1${national.slice(3, 4)}`,
  );
  await expect(page.getByTestId('phone-resend')).toBeDisabled();
  await expect(page.getByTestId('phone-resend')).toContainText(/New code in \d+ s/);
  expect.soft(await violations(page), 'code form').toEqual([]);
  const code = await textedCode(e164);
  const wrong = String((Number(code) + 1) % 1e6).padStart(6, '0');
  await page.getByTestId('phone-code').fill(wrong);
  await page.getByTestId('phone-verify').click();
  await expect(page.getByTestId('form-error')).toContainText('That code is not right');
  await page.getByTestId('phone-code').fill(code);
  await page.getByTestId('phone-verify').click();

  // A new number: a name, then the account.
  await expect(page.getByTestId('phone-name-form')).toBeVisible();
  expect.soft(await violations(page), 'name form').toEqual([]);
  await page.getByTestId('phone-name').fill('Amira');
  await page.getByTestId('phone-name-submit').click();
  await expect(page.getByTestId('header-coins')).toHaveText('10');
  // A number proven by a code needs no e-mail verification.
  await expect(page.getByTestId('verify-banner')).toHaveCount(0);

  // Signed out, then in again with the same number: no name asked, the same account.
  await page.evaluate(() => localStorage.removeItem('openquiz.user'));
  await page.goto('/auth/otp-verify/');
  await page.getByTestId('phone-country').selectOption('FR');
  await page.getByTestId('phone-number').fill(national);
  // The last code went less than a minute ago: the server says so.
  await page.getByTestId('phone-send').click();
  await expect(page.getByTestId('form-error')).toContainText('less than a minute ago');
  // Ask again every few seconds until the minute is over. Each try waits for the server's answer: the
  // code form replaces the button, so a click sent after it appeared would wait for a button forever.
  const codeForm = page.getByTestId('phone-code-form');
  await expect
    .poll(
      async () => {
        if (await codeForm.isVisible()) return true;
        await Promise.all([
          page.waitForResponse((r) => r.url().endsWith('/api/auth_phone_send_code')),
          page.getByTestId('phone-send').click(),
        ]);
        return codeForm.waitFor({ timeout: 2_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 90_000, intervals: [5_000] },
    )
    .toBe(true);
  await page.getByTestId('phone-code').fill(await textedCode(e164));
  await page.getByTestId('phone-verify').click();
  await expect(page.getByTestId('header-coins')).toHaveText('10');
  await page.goto('/profile/');
  await expect(page.getByText('Amira').first()).toBeVisible();
});
