import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, post, signUp, startTestApp, type TestApp } from './harness';
import { linkToken, SmtpSink } from './smtp-sink';

/**
 * Changing an e-mail account's sign-in address, through a real SMTP server on 127.0.0.1: the current
 * password is asked, the new address must follow its link, the old address is told.
 */
let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await SmtpSink.start();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://quiz.example.com' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const PASSWORD = 'correct horse battery';
const newEmail = () => `move-${randomBytes(5).toString('hex')}@example.com`;

async function account(email: string) {
  const { token } = await signUp(t.app, 'Mia', { verified: false, email });
  await smtp.waitFor(email); // the sign-up's verification mail
  return token;
}

const refused = (message: string) => ({ error: true, message });

describe('changing the sign-in address', () => {
  it('asks the current password, changes only when the new address follows its link, and tells the old one', async () => {
    const old = newEmail();
    const next = newEmail();
    const token = await account(old);
    expect(
      (await post(t.app, 'request_email_change', { email: next, password: 'guess guess' }, token)).body,
    ).toMatchObject(refused('307'));
    expect(
      (await post(t.app, 'request_email_change', { email: old, password: PASSWORD }, token)).body,
    ).toMatchObject(refused('308'));
    expect(
      (await post(t.app, 'request_email_change', { email: 'not-an-address', password: PASSWORD }, token))
        .body,
    ).toMatchObject({ error: true });
    // A reset link of the old address, asked before the change, must not work after it.
    await ok(t.app, 'request_password_reset', { email: old });
    const [, resetMail] = await smtp.waitFor(old, 2);

    const asked = await post(
      t.app,
      'request_email_change',
      { email: next.toUpperCase(), password: PASSWORD },
      token,
    );
    expect(asked.body).toMatchObject({ error: false, message: '309', data: { email: next } });
    const [mail] = await smtp.waitFor(next);
    expect(mail!.subject).toBe('Confirm your new e-mail address');
    expect(mail!.text).toContain('https://quiz.example.com/auth/confirm-email/?token=');
    // Nothing changed yet: the old address still signs in.
    expect((await ok(t.app, 'get_user_by_id', {}, token)).email).toBe(old);
    await ok(t.app, 'auth_email_login', { email: old, password: PASSWORD });
    // One request a minute.
    expect(
      (await post(t.app, 'request_email_change', { email: next, password: PASSWORD }, token)).body,
    ).toMatchObject(refused('293'));

    const link = linkToken(mail!, 'confirm-email');
    expect(await ok(t.app, 'confirm_email_change', { token: link })).toEqual({ email: next });
    const me = await ok(t.app, 'get_user_by_id', {}, token);
    expect(me).toMatchObject({ email: next, email_verified: true });
    await ok(t.app, 'auth_email_login', { email: next, password: PASSWORD });
    expect((await post(t.app, 'auth_email_login', { email: old, password: PASSWORD })).body).toMatchObject(
      refused('209'),
    );
    // Single use; the old address's reset link is dead; the old address was told where the account went.
    expect((await post(t.app, 'confirm_email_change', { token: link })).body).toMatchObject(refused('291'));
    const reset = { token: linkToken(resetMail!, 'reset-password'), password: 'a brand new secret' };
    expect((await post(t.app, 'reset_password', reset)).body).toMatchObject(refused('291'));
    const [, , notice] = await smtp.waitFor(old, 3);
    expect(notice!.subject).toBe('Your sign-in address was changed');
    expect(notice!.text).toContain(next);
    expect(notice!.text).not.toContain('token=');
  });

  it('answers alike when the new address has an account, which gets a notice and no link', async () => {
    const taken = newEmail();
    await account(taken);
    const free = newEmail();
    const a = await account(newEmail());
    const b = await account(newEmail());
    const toTaken = await post(t.app, 'request_email_change', { email: taken, password: PASSWORD }, a);
    const toFree = await post(t.app, 'request_email_change', { email: free, password: PASSWORD }, b);
    expect(toTaken.status).toBe(toFree.status);
    expect({ ...toTaken.body, data: null }).toEqual({ ...toFree.body, data: null });
    const [, notice] = await smtp.waitFor(taken, 2);
    expect(notice!.subject).toBe('This address already has an account');
    expect(notice!.text).not.toContain('token=');
    // The minute between requests holds alike too.
    for (const [email, token] of [
      [taken, a],
      [free, b],
    ] as const)
      expect(
        (await post(t.app, 'request_email_change', { email, password: PASSWORD }, token)).body,
      ).toMatchObject(refused('293'));
  });

  it('refuses a link whose address found an account of its own meanwhile, and changes nothing', async () => {
    const old = newEmail();
    const next = newEmail();
    const token = await account(old);
    await ok(t.app, 'request_email_change', { email: next, password: PASSWORD }, token);
    const [mail] = await smtp.waitFor(next);
    await account(next); // someone signs up with it before the link is followed
    const res = await post(t.app, 'confirm_email_change', { token: linkToken(mail!, 'confirm-email') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(refused('210'));
    expect((await ok(t.app, 'get_user_by_id', {}, token)).email).toBe(old);
    await ok(t.app, 'auth_email_login', { email: old, password: PASSWORD });
  });

  it('expires after a day, and refuses accounts that do not sign in with an e-mail address', async () => {
    const token = await account(newEmail());
    const next = newEmail();
    await ok(t.app, 'request_email_change', { email: next, password: PASSWORD }, token);
    const [mail] = await smtp.waitFor(next);
    await t.database.db.execute(
      sql`UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'change'`,
    );
    const late = await post(t.app, 'confirm_email_change', { token: linkToken(mail!, 'confirm-email') });
    expect(late.body).toMatchObject(refused('291'));
    expect((await post(t.app, 'request_email_change', { email: next, password: PASSWORD })).status).toBe(401);

    const demo = await startTestApp({ DEMO_MODE: 'on' });
    try {
      const visitor = await ok(demo.app, 'demo_sign_in', {});
      const res = await post(
        demo.app,
        'request_email_change',
        { email: next, password: PASSWORD },
        visitor.api_token,
      );
      expect(res.body).toMatchObject({ error: true, message: '214' });
    } finally {
      await demo.close();
    }
  });
});
