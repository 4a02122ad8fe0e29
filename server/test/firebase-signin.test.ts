import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedToken, ok, post, signUp, startTestApp, type TestApp } from './harness';

// Firebase ID tokens checked against a key set served on loopback (FIREBASE_AUTH_KEYS_URL), signed by
// keys generated here: the same checks as against Google's published keys, with no traffic leaving.
const PROJECT = 'openquiz-test';
const WEB_CONFIG = JSON.stringify({
  apiKey: 'test-api-key',
  authDomain: 'openquiz-test.firebaseapp.com',
  projectId: PROJECT,
  messagingSenderId: '1234',
  appId: '1:1234:web:abcd',
});

let keys: Server;
let keysUrl = '';
let signing: CryptoKey;
let stranger: CryptoKey;
let t: TestApp;
let served: { keys: JWK[] } = { keys: [] };

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  signing = pair.privateKey;
  stranger = other.privateKey;
  served = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' }] };
  keys = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(served));
  });
  await new Promise<void>((resolve) => keys.listen(0, '127.0.0.1', resolve));
  keysUrl = `http://127.0.0.1:${(keys.address() as AddressInfo).port}/jwks`;
  t = await startTestApp({
    FIREBASE_WEB_CONFIG: WEB_CONFIG,
    FIREBASE_AUTH_PROVIDERS: 'google,apple',
    FIREBASE_AUTH_KEYS_URL: keysUrl,
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => keys?.close(resolve));
});

interface TokenOptions {
  sub?: string;
  email?: string;
  verified?: boolean;
  provider?: string;
  audience?: string;
  issuer?: string;
  expiresIn?: number;
  key?: CryptoKey;
  kid?: string;
  phone?: string;
}

let subjects = 0;
/** A Firebase ID token as Firebase Auth issues one (claims per its documentation). */
async function idToken(o: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    ...(o.email !== undefined ? { email: o.email, email_verified: o.verified ?? true } : {}),
    ...(o.phone ? { phone_number: o.phone } : {}),
    name: 'Fire Base',
    auth_time: now - 10,
    firebase: { sign_in_provider: o.provider ?? 'google.com', identities: {} },
  })
    .setProtectedHeader({ alg: 'RS256', kid: o.kid ?? 'key-1' })
    .setSubject(o.sub ?? `firebase-user-${++subjects}`)
    .setAudience(o.audience ?? PROJECT)
    .setIssuer(o.issuer ?? `https://securetoken.google.com/${PROJECT}`)
    .setIssuedAt(now - 10)
    .setExpirationTime(now + (o.expiresIn ?? 3600))
    .sign(o.key ?? signing);
}

/** auth_firebase then user_signup, as the login page does. */
async function signInWith(token: string) {
  const identity = await ok(t.app, 'auth_firebase', { id_token: token });
  const user = await ok(t.app, 'user_signup', {
    firebase_id: identity.firebase_id,
    id_token: identity.id_token,
    type: 'gmail',
    name: 'Fire Base',
  });
  return { identity, user };
}

describe('Firebase sign-in', () => {
  it('is offered by the web settings with the configured providers and public config', async () => {
    const settings = await ok(t.app, 'get_web_settings');
    expect(settings.firebase_auth?.providers).toEqual(['google', 'apple']);
    expect(settings.firebase_auth?.config.projectId).toBe(PROJECT);
  });

  it('creates an account from a valid token, and signs the same subject in to it again', async () => {
    const sub = 'google-subject-1';
    const first = await signInWith(await idToken({ sub, email: 'fire@example.com' }));
    expect(first.identity.firebase_id).toBe(`firebase:${sub}`);
    expect(first.identity.registered).toBe(false);
    expect(first.user.type).toBe('gmail');
    expect(first.user.email).toBe('fire@example.com');
    expect(first.user.email_verified).toBe(true);
    const again = await signInWith(await idToken({ sub, email: 'fire@example.com' }));
    expect(again.identity.registered).toBe(true);
    expect(again.user.id).toBe(first.user.id);
  });

  it('refuses expired, wrong-audience, wrong-issuer, wrongly signed and unsigned tokens', async () => {
    const bad = [
      await idToken({ email: 'a@example.com', expiresIn: -60 }),
      await idToken({ email: 'a@example.com', audience: 'another-project' }),
      await idToken({ email: 'a@example.com', issuer: 'https://securetoken.google.com/another-project' }),
      await idToken({ email: 'a@example.com', key: stranger }),
      await idToken({ email: 'a@example.com', kid: 'unknown-key' }),
      // alg "none": the header says unsigned, with a valid-looking body.
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${(await idToken({ email: 'a@example.com' })).split('.')[1]}.`,
      // HS256 with the public key's modulus as the secret: the classic algorithm-confusion attempt.
      await new SignJWT({ auth_time: 1 })
        .setProtectedHeader({ alg: 'HS256', kid: 'key-1' })
        .setSubject('x')
        .setAudience(PROJECT)
        .setIssuer(`https://securetoken.google.com/${PROJECT}`)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(served.keys[0]!.n!)),
      'not.a.token-at-all-only-some-text',
    ];
    for (const [i, token] of bad.entries()) {
      const res = await post(t.app, 'auth_firebase', { id_token: token });
      expect([i, res.status, res.body.message]).toEqual([i, 200, '305']);
    }
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM federated_identities WHERE email = $1',
      ['a@example.com'],
    );
    expect(rows[0].n).toBe(0);
  });

  it('links to an embedded account only when both addresses are verified', async () => {
    // Verified on both sides: the same account.
    const embedded = await signUp(t.app, 'Embedded');
    const linked = await signInWith(await idToken({ email: embedded.email.toUpperCase() }));
    expect(linked.user.id).toBe(embedded.user.id);

    // Firebase does not vouch for the address: a separate account.
    const other = await signUp(t.app, 'Other');
    const unproven = await signInWith(await idToken({ email: other.email, verified: false }));
    expect(unproven.user.id).not.toBe(other.user.id);
    expect(unproven.user.email_verified).toBe(false);

    // The embedded address was never proven: a separate account too.
    const lazy = await signUp(t.app, 'Lazy', { verified: false });
    const separate = await signInWith(await idToken({ email: lazy.email }));
    expect(separate.user.id).not.toBe(lazy.user.id);
    // …and it stays separate after the embedded side verifies: the link is decided once.
    await ok(t.app, 'verify_email', { token: await mailedToken(t.app, lazy.email) });
    const [sub] = separate.identity.firebase_id.split(':').slice(1);
    const later = await signInWith(await idToken({ sub, email: lazy.email }));
    expect(later.user.id).toBe(separate.user.id);
  });
});

describe('with Google’s keys out of reach', () => {
  let cut: TestApp;
  beforeAll(async () => {
    // A port nothing listens on: the fetch of the key set fails as it would with the network down.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    cut = await startTestApp({
      FIREBASE_WEB_CONFIG: WEB_CONFIG,
      FIREBASE_AUTH_PROVIDERS: 'google',
      FIREBASE_AUTH_KEYS_URL: `http://127.0.0.1:${port}/jwks`,
    });
  });
  afterAll(async () => cut?.close());

  it('answers 503 "provider unavailable", not "bad token"', async () => {
    const res = await post(cut.app, 'auth_firebase', { id_token: await idToken({ email: 'b@example.com' }) });
    expect([res.status, res.body.message]).toEqual([503, '306']);
  });
});

describe('without Firebase configured', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await startTestApp();
  });
  afterAll(async () => plain?.close());

  it('offers nothing and refuses the action', async () => {
    expect((await ok(plain.app, 'get_web_settings')).firebase_auth).toBeNull();
    const res = await post(plain.app, 'auth_firebase', {
      id_token: await idToken({ email: 'c@example.com' }),
    });
    expect(res.body.message).toBe('208');
  });
});
