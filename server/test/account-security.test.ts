import { sql } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions } from '../../contract';
import { ok, post, signUp, startTestApp, type TestApp } from './harness';

const ADMIN = 'boss@example.com';
const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-0123456789';
const PASSWORD = 'correct horse battery';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    ADMIN_EMAILS: `someone@example.com, ${ADMIN.toUpperCase()}`,
    TOKEN_SECRET: SECRET,
  });
});
afterAll(async () => t?.close());

const adminActions = Object.entries(actions)
  .filter(([, def]) => def.auth === 'admin')
  .map(([name]) => name);

async function coinsOf(userId: number) {
  const { rows } = await t.database.db.execute<{ coins: number }>(
    sql`SELECT coins FROM users WHERE id = ${userId}`,
  );
  return Number(rows[0]?.coins);
}

async function signUpAs(email: string, verify: boolean) {
  const identity = await ok(t.app, 'auth_email_signup', { email, password: PASSWORD });
  if (verify)
    await t.database.db.execute(
      sql`UPDATE identities SET email_verified_at = now() WHERE uid = ${identity.firebase_id}`,
    );
  return ok(t.app, 'user_signup', {
    firebase_id: identity.firebase_id,
    id_token: identity.id_token,
    type: 'email',
    name: 'Someone',
  });
}

describe('admin comes only from proof', () => {
  it('an unverified sign-up with an ADMIN_EMAILS address gets no admin rights on any admin action', async () => {
    expect(adminActions.length).toBeGreaterThan(0);
    const victim = await signUp(t.app, 'Victim');
    const before = await coinsOf(victim.user.id);
    const impostor = await signUpAs(ADMIN, false);
    for (const name of adminActions) {
      const res = await post(
        t.app,
        name,
        {
          user_id: victim.user.id,
          coins: 500,
          grant_id: `g-${name}`,
          note: 'x',
          payment_id: 1,
          status: 'completed',
        },
        impostor.api_token,
      );
      expect(res.status, name).toBe(403);
      expect(res.body.error, name).toBe(true);
    }
    expect(await coinsOf(victim.user.id)).toBe(before);
    // Signing in again does not make it an admin either.
    const again = await ok(t.app, 'auth_email_login', { email: ADMIN, password: PASSWORD });
    const user = await ok(t.app, 'user_signup', {
      firebase_id: again.firebase_id,
      id_token: again.id_token,
      type: 'email',
    });
    const res = await post(
      t.app,
      'admin_grant_coins',
      { user_id: victim.user.id, coins: 5, grant_id: 'g2' },
      user.api_token,
    );
    expect(res.status).toBe(403);
  });

  it('ADMIN_EMAILS applies to an identity whose address was verified', async () => {
    const player = await signUp(t.app, 'Player');
    const before = await coinsOf(player.user.id);
    const operator = await signUpAs('someone@example.com', true);
    const granted = await ok(
      t.app,
      'admin_grant_coins',
      { user_id: player.user.id, coins: 7, grant_id: 'verified-grant', note: 'thanks' },
      operator.api_token,
    );
    expect(granted).toBeTruthy();
    expect(await coinsOf(player.user.id)).toBe(before + 7);
  });
});

describe('tokens', () => {
  const key = new TextEncoder().encode(SECRET);

  async function claimsOf(token: string) {
    const [, body = ''] = token.split('.');
    return JSON.parse(Buffer.from(body, 'base64url').toString()) as { sub: string; jti: string; exp: number };
  }

  it('refuses a token signed with another algorithm or not signed at all, whatever its claims', async () => {
    const { token } = await signUp(t.app);
    expect((await post(t.app, 'get_user_by_id', {}, token)).status).toBe(200);
    const claims = await claimsOf(token);
    const hs512 = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer('openquiz')
      .setAudience('api')
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setExpirationTime(claims.exp)
      .sign(key);
    const unsigned = new UnsecuredJWT({})
      .setIssuer('openquiz')
      .setAudience('api')
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setExpirationTime(claims.exp)
      .encode();
    for (const forged of [hs512, unsigned]) {
      const res = await post(t.app, 'get_user_by_id', {}, forged);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ error: true });
    }
  });

  it('sign_out ends this session on the server; everywhere ends them all; deletion ends them too', async () => {
    const { email, token } = await signUp(t.app);
    const second = await ok(t.app, 'auth_email_login', { email, password: PASSWORD });
    const other = (
      await ok(t.app, 'user_signup', {
        firebase_id: second.firebase_id,
        id_token: second.id_token,
        type: 'email',
      })
    ).api_token;
    const third = await ok(t.app, 'auth_email_login', { email, password: PASSWORD });
    const another = (
      await ok(t.app, 'user_signup', {
        firebase_id: third.firebase_id,
        id_token: third.id_token,
        type: 'email',
      })
    ).api_token;

    expect(await ok(t.app, 'sign_out', {}, token)).toEqual({ sessions_ended: 1 });
    expect((await post(t.app, 'get_user_by_id', {}, token)).status).toBe(401);
    expect((await post(t.app, 'get_user_by_id', {}, other)).status).toBe(200);

    expect(await ok(t.app, 'sign_out', { everywhere: '1' }, other)).toEqual({ sessions_ended: 2 });
    expect((await post(t.app, 'get_user_by_id', {}, other)).status).toBe(401);
    expect((await post(t.app, 'get_user_by_id', {}, another)).status).toBe(401);

    const fresh = await signUp(t.app);
    await ok(t.app, 'delete_user_account', {}, fresh.token);
    expect((await post(t.app, 'get_user_by_id', {}, fresh.token)).status).toBe(401);
  });
});

describe('sign-up', () => {
  it('answers a known address as sign-in does, never "already in use"', async () => {
    const { email, user } = await signUp(t.app);
    const wrong = await post(t.app, 'auth_email_signup', { email, password: 'another password' });
    const login = await post(t.app, 'auth_email_login', { email, password: 'another password' });
    expect(wrong.body).toEqual(login.body);
    expect(wrong.body).toMatchObject({ error: true, message: '209' });

    // The owner, with the right password, gets what a new sign-up gets: an identity that signs them in.
    const owner = await ok(t.app, 'auth_email_signup', { email, password: PASSWORD });
    expect(Object.keys(owner).sort()).toEqual(['email', 'firebase_id', 'id_token']);
    const back = await ok(t.app, 'user_signup', {
      firebase_id: owner.firebase_id,
      id_token: owner.id_token,
      type: 'email',
    });
    expect(back.id).toBe(user.id);
  });

  it('never stores a picture URL the client chose', async () => {
    const identity = await ok(t.app, 'auth_email_signup', { email: 'pic@example.com', password: PASSWORD });
    const user = await ok(t.app, 'user_signup', {
      firebase_id: identity.firebase_id,
      id_token: identity.id_token,
      type: 'email',
      profile: 'https://tracker.example/pixel.png?who=me',
    });
    expect(user.profile).toBe('');
  });
});
