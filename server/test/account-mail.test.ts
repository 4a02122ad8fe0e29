import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedToken, ok, post, signUp, startTestApp, type TestApp } from './harness';
import { linkToken, SmtpSink } from './smtp-sink';

/**
 * E-mail verification and password reset through a real SMTP server on 127.0.0.1: the server sends with
 * nodemailer, the sink receives and parses with mailparser, the test follows the link's token.
 */
let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await SmtpSink.start();
  t = await startTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Quiz Night <quiz@example.com>',
    PUBLIC_URL: 'https://quiz.example.com',
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const PASSWORD = 'correct horse battery';
const newEmail = () => `mail-${randomBytes(5).toString('hex')}@example.com`;

const account = (email: string, web_language?: string) =>
  signUp(t.app, 'Mia', { verified: false, email, web_language });

const agoMinutes = (minutes: number) =>
  t.database.db.execute(sql`UPDATE email_tokens SET created_at = now() - ${minutes} * interval '1 minute'`);

describe('e-mail verification', () => {
  it('mails a localised link at sign-up that verifies the address once', async () => {
    const email = newEmail();
    const { token, user } = await account(email, 'arabic');
    expect(user.email_verified).toBe(false);
    const [mail] = await smtp.waitFor(email);
    expect(mail!.subject).toBe('أكّد عنوان بريدك الإلكتروني');
    expect(mail!.from?.text).toBe('"Quiz Night" <quiz@example.com>');
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.text).toContain('/auth/verify-email/?token=');

    const link = linkToken(mail!, 'verify-email');
    expect(await ok(t.app, 'verify_email', { token: link })).toEqual({ email });
    expect((await ok(t.app, 'get_user_by_id', {}, token)).email_verified).toBe(true);
    // Single use.
    expect((await post(t.app, 'verify_email', { token: link })).body).toMatchObject({
      error: true,
      message: '291',
    });
    // Verified: nothing to resend.
    expect((await post(t.app, 'send_verification_email', {}, token)).body).toMatchObject({
      error: true,
      message: '292',
    });
  });

  it('resends at most once a minute; only the newest link works; links expire', async () => {
    const email = newEmail();
    const { token } = await account(email);
    const [first] = await smtp.waitFor(email);
    expect((await post(t.app, 'send_verification_email', {}, token)).body).toMatchObject({
      error: true,
      message: '293',
    });
    await agoMinutes(2);
    expect((await post(t.app, 'send_verification_email', {}, token)).body).toMatchObject({
      error: false,
      message: '294',
    });
    const mails = await smtp.waitFor(email, 2);
    expect(mails[1]!.subject).toBe('Confirm your e-mail address');
    // The first link was replaced by the second.
    const stale = await post(t.app, 'verify_email', { token: linkToken(first!, 'verify-email') });
    expect(stale.body).toMatchObject({ error: true, message: '291' });
    // A day later the newest has expired too.
    await t.database.db.execute(sql`UPDATE email_tokens SET expires_at = now() - interval '1 second'`);
    const late = await post(t.app, 'verify_email', { token: linkToken(mails[1]!, 'verify-email') });
    expect(late.body).toMatchObject({ error: true, message: '291' });
    expect((await ok(t.app, 'get_user_by_id', {}, token)).email_verified).toBe(false);
    // Made-up tokens are refused the same way, never a 500.
    for (const bad of ['x', 'A'.repeat(43), '../../etc'])
      expect((await post(t.app, 'verify_email', { token: bad })).body).toMatchObject({
        error: true,
        message: '291',
      });
  });
});

describe('password reset', () => {
  it('answers alike for unknown addresses, and a link sets the password once and ends every session', async () => {
    const email = newEmail();
    const { token } = await account(email);
    await smtp.waitFor(email);
    const unknown = await post(t.app, 'request_password_reset', { email: newEmail() });
    const known = await post(t.app, 'request_password_reset', { email, web_language: 'french' });
    expect(known.status).toBe(unknown.status);
    expect({ ...known.body, data: null }).toEqual({ ...unknown.body, data: null });
    expect(known.body).toMatchObject({ error: false, message: '295' });

    const [, mail] = await smtp.waitFor(email, 2);
    expect(mail!.subject).toBe('Réinitialisez votre mot de passe');
    expect(mail!.text).toContain('/auth/reset-password/?token=');
    const link = linkToken(mail!, 'reset-password');

    expect((await post(t.app, 'reset_password', { token: link, password: 'short' })).body).toMatchObject({
      error: true,
    });
    expect(await ok(t.app, 'reset_password', { token: link, password: 'a brand new secret' })).toEqual({
      email,
    });
    // Every session of the account ended; the old password no longer works, the new one does.
    expect((await post(t.app, 'get_user_by_id', {}, token)).status).toBe(401);
    expect((await post(t.app, 'auth_email_login', { email, password: PASSWORD })).body).toMatchObject({
      error: true,
      message: '209',
    });
    await ok(t.app, 'auth_email_login', { email, password: 'a brand new secret' });
    // Once only; and following it proved the address.
    expect(
      (await post(t.app, 'reset_password', { token: link, password: 'another one here' })).body,
    ).toMatchObject({ error: true, message: '291' });
    const { rows } = await t.database.db.execute<{ v: boolean }>(
      sql`SELECT email_verified_at IS NOT NULL AS v FROM identities WHERE email = ${email}`,
    );
    expect(rows[0]!.v).toBe(true);
  });

  it('links to PUBLIC_URL whatever Host the request names', async () => {
    const email = newEmail();
    await account(email);
    await smtp.waitFor(email);
    // Someone asks for a reset of this account through a Host header of their own choosing.
    const form = new FormData();
    form.append('email', email);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/request_password_reset',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '', host: 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    const [, mail] = await smtp.waitFor(email, 2);
    expect(mail!.text).toContain('https://quiz.example.com/auth/reset-password/?token=');
    expect(mail!.text).not.toContain('evil.example');
    expect(mail!.html).not.toContain('evil.example');
  });

  it('expires after an hour', async () => {
    const email = newEmail();
    await account(email);
    await ok(t.app, 'request_password_reset', { email });
    const [, mail] = await smtp.waitFor(email, 2);
    await t.database.db.execute(
      sql`UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'reset'`,
    );
    const late = await post(t.app, 'reset_password', {
      token: linkToken(mail!, 'reset-password'),
      password: 'a brand new secret',
    });
    expect(late.body).toMatchObject({ error: true, message: '291' });
    await ok(t.app, 'auth_email_login', { email, password: PASSWORD });
  });
});

describe('unverified accounts', () => {
  let dev: TestApp;
  beforeAll(async () => {
    // No SMTP: the development mailbox.
    dev = await startTestApp();
  });
  afterAll(async () => dev?.close());

  it('play, but cannot redeem until they follow the link from the development mailbox', async () => {
    const player = await signUp(dev.app, 'Noor', { verified: false });
    await ok(dev.app, 'get_user_coin_score', {}, player.token);
    const redeem = { payment_type: 'paypal', payment_address: 'noor@example.com', coin_used: 1 };
    expect((await post(dev.app, 'set_payment_request', redeem, player.token)).body).toMatchObject({
      error: true,
      message: '290',
    });
    await ok(dev.app, 'verify_email', { token: await mailedToken(dev.app, player.email) });
    // Now the redeem rules themselves answer (the demo's minimum), not the verification.
    expect((await post(dev.app, 'set_payment_request', redeem, player.token)).body).not.toMatchObject({
      message: '290',
    });
  });
});
