import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../domains/mail/mailbox';
import { ok, post, startTestApp, type TestApp } from './harness';

/**
 * Phone sign-in by code (SPEC §2 /auth/otp-verify) through the development sender (the codes land in the
 * development mailbox), and the Twilio adapter against a Twilio-shaped HTTP server on 127.0.0.1.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

let n = 0;
/** A different valid French mobile number per test (06 12 34 56 xx). */
const newNumber = () => `+336123456${String(10 + n++).padStart(2, '0')}`;

/**
 * The code of the newest text to the number in the development mailbox (sent in the background), once
 * the number has received `count` texts: a second code's text may not have landed when asked for.
 */
async function textedCode(phone: string, database = t.database, count = 1): Promise<string> {
  for (let i = 0; i < 300; i++) {
    const texts = await mailsTo(database.db, phone, 10);
    const code = texts.length >= count ? texts[0]?.text.match(/\b(\d{6})\b/)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no code texted to ${phone}`);
}

const expectCode = async (res: Promise<{ body: unknown }>, code: string) =>
  expect((await res).body).toMatchObject({ error: true, message: code });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const agoSeconds = (phone: string, seconds: number) =>
  t.database.db.execute(
    sql`UPDATE phone_codes SET created_at = now() - ${seconds} * interval '1 second' WHERE phone = ${phone}`,
  );

describe('phone sign-in by code', () => {
  it('texts a code that signs in once: a new account, then the same account next time', async () => {
    const phone = newNumber();
    const national = `0${phone.slice(3, 4)} ${phone.slice(4)}`;
    const sent = await post(t.app, 'auth_phone_send_code', { phone: national, country: 'FR' });
    expect(sent.body).toMatchObject({
      error: false,
      message: '302',
      data: { phone, resend_after: 60, expires_in: 300 },
    });
    const code = await textedCode(phone);
    // Only an HMAC is at rest.
    const { rows } = await t.database.db.execute<{ code_hash: string }>(
      sql`SELECT code_hash FROM phone_codes WHERE phone = ${phone}`,
    );
    expect(rows[0]!.code_hash).not.toContain(code);

    await expectCode(post(t.app, 'auth_phone_verify', { phone, code: wrong(code) }), '300');
    const identity = await ok(t.app, 'auth_phone_verify', { phone: national, country: 'fr', code });
    expect(identity).toMatchObject({ phone, email: '', registered: false });
    // Used up.
    await expectCode(post(t.app, 'auth_phone_verify', { phone, code }), '301');

    const user = await ok(t.app, 'user_signup', {
      firebase_id: identity.firebase_id,
      id_token: identity.id_token,
      type: 'mobile',
      name: 'Amira',
      // A typed number never replaces the proven one.
      mobile: '+33700000000',
    });
    expect(user).toMatchObject({ mobile: phone, type: 'mobile', email_verified: true, coins: 10 });
    // The number is the sign-in: the profile keeps it (sent unchanged it is fine), and an e-mail may be added.
    await expectCode(post(t.app, 'update_profile', { mobile: '+33700000000' }, user.api_token), '311');
    const edited = await ok(
      t.app,
      'update_profile',
      { mobile: phone, email: 'amira@example.com' },
      user.api_token,
    );
    expect(edited).toMatchObject({ mobile: phone, email: 'amira@example.com' });

    await agoSeconds(phone, 120);
    await ok(t.app, 'auth_phone_send_code', { phone });
    const again = await ok(t.app, 'auth_phone_verify', {
      phone,
      code: await textedCode(phone, t.database, 2),
    });
    expect(again).toMatchObject({ firebase_id: identity.firebase_id, registered: true });
    const back = await ok(t.app, 'user_signup', {
      firebase_id: again.firebase_id,
      id_token: again.id_token,
      type: 'mobile',
      name: '',
    });
    expect(back.id).toBe(user.id);
  });

  it('allows one code a minute and five an hour per number; only the newest code works', async () => {
    const phone = newNumber();
    await ok(t.app, 'auth_phone_send_code', { phone });
    const first = await textedCode(phone);
    await expectCode(post(t.app, 'auth_phone_send_code', { phone }), '298');
    for (let i = 2; i <= 5; i++) {
      await agoSeconds(phone, 61);
      await ok(t.app, 'auth_phone_send_code', { phone });
    }
    await agoSeconds(phone, 61);
    await expectCode(post(t.app, 'auth_phone_send_code', { phone }), '299');
    const newest = await textedCode(phone, t.database, 5);
    if (newest !== first) await expectCode(post(t.app, 'auth_phone_verify', { phone, code: first }), '300');
    await ok(t.app, 'auth_phone_verify', { phone, code: newest });
  });

  it('gives a code five tries, even to guesses made all at once, and five minutes', async () => {
    const phone = newNumber();
    await ok(t.app, 'auth_phone_send_code', { phone });
    const code = await textedCode(phone);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(t.app, 'auth_phone_verify', { phone, code: wrong(String(Number(code) + i)) }),
      ),
    );
    const messages = guesses.map((g) => (g.body as { message: string }).message);
    expect(messages.filter((m) => m === '300')).toHaveLength(4);
    expect(messages.filter((m) => m === '301')).toHaveLength(8);
    // Spent: even the right code no longer opens it.
    await expectCode(post(t.app, 'auth_phone_verify', { phone, code }), '301');

    const other = newNumber();
    await ok(t.app, 'auth_phone_send_code', { phone: other });
    const late = await textedCode(other);
    await t.database.db.execute(
      sql`UPDATE phone_codes SET expires_at = now() - interval '1 second' WHERE phone = ${other}`,
    );
    await expectCode(post(t.app, 'auth_phone_verify', { phone: other, code: late }), '301');
  });

  it('refuses numbers that are not mobile numbers and malformed codes with clear errors', async () => {
    for (const phone of ['hello', '+33 1 23 45 67 89', '123', '+999 123456789'])
      await expectCode(post(t.app, 'auth_phone_send_code', { phone }), '220');
    await expectCode(post(t.app, 'auth_phone_send_code', { phone: '06 12 34 56 78' }), '220'); // no country
    const bad = await post(t.app, 'auth_phone_verify', { phone: newNumber(), code: '12345' });
    // A validation error: 400 with the field named, never a 500.
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('six digits');
    // No code was ever sent to it: expired, not a 500.
    await expectCode(post(t.app, 'auth_phone_verify', { phone: newNumber(), code: '123456' }), '301');
  });
});

/** A Twilio-shaped Messages endpoint on 127.0.0.1 that keeps what it was sent. */
class FakeTwilio {
  readonly received: { path: string; auth: string; form: URLSearchParams }[] = [];
  refuse = false;
  private server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      this.received.push({
        path: req.url ?? '',
        auth: req.headers.authorization ?? '',
        form: new URLSearchParams(body),
      });
      res.setHeader('content-type', 'application/json');
      if (this.refuse) {
        res.statusCode = 400;
        res.end(JSON.stringify({ code: 21211, message: "The 'To' number is not a valid phone number." }));
      } else {
        res.statusCode = 201;
        res.end(JSON.stringify({ sid: 'SM123', status: 'queued' }));
      }
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('the Twilio sender', () => {
  let twilio: FakeTwilio;
  let app: TestApp;
  beforeAll(async () => {
    twilio = new FakeTwilio();
    const url = await twilio.start();
    app = await startTestApp({
      TWILIO_ACCOUNT_SID: 'AC0123456789abcdef',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: url,
    });
  });
  afterAll(async () => {
    await app?.close();
    await twilio?.close();
  });

  it('posts the localised code to the Messages API with basic auth; a refusal never fails the answer', async () => {
    const phone = newNumber();
    await ok(app.app, 'auth_phone_send_code', { phone, web_language: 'french' });
    await expect.poll(() => twilio.received.length).toBe(1);
    const [message] = twilio.received;
    expect(message!.path).toBe('/2010-04-01/Accounts/AC0123456789abcdef/Messages.json');
    expect(Buffer.from(message!.auth.replace('Basic ', ''), 'base64').toString()).toBe(
      'AC0123456789abcdef:secret-token',
    );
    expect(message!.form.get('To')).toBe(phone);
    expect(message!.form.get('From')).toBe('+15005550006');
    const code = message!.form.get('Body')!.match(/^(\d{6}) est votre code OpenQuiz/)?.[1];
    expect(code).toBeTruthy();
    await ok(app.app, 'auth_phone_verify', { phone, code: code! });
    // Nothing went to the development mailbox.
    expect(await mailsTo(app.database.db, phone)).toEqual([]);

    twilio.refuse = true;
    const other = newNumber();
    await ok(app.app, 'auth_phone_send_code', { phone: other });
    await expect.poll(() => twilio.received.length).toBe(2);
  });

  it('refuses half a Twilio configuration at start', async () => {
    await expect(startTestApp({ TWILIO_ACCOUNT_SID: 'AC1' })).rejects.toThrow(
      /TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together/,
    );
  });
});
