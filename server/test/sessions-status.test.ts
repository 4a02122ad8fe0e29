import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStatusByLogin } from '../domains/user/account-status';
import { type BattleTestApp, startBattleApp } from './battle-support';
import { ok, post, signUp, signUpAdmin } from './harness';

// Sessions listed by device, one signed out from another, and the operator's deactivation — through
// the admin action (sockets closed at once) and the command's path (sockets closed by the sweep).
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';

let t: BattleTestApp;
const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

beforeAll(async () => {
  t = await startBattleApp({ SESSION_SWEEP_SECONDS: '1' });
});
afterAll(async () => t?.close());

const emailOf = async (userId: number) =>
  (await t.database.db.execute<{ email: string }>(sql`SELECT email FROM users WHERE id = ${userId}`)).rows[0]!
    .email;

/** Signs in again with the same e-mail and password, from a browser with this User-Agent. */
async function signInFrom(email: string, userAgent: string): Promise<string> {
  const identity = await post(t.app, 'auth_email_login', { email, password: 'correct horse battery' });
  const body = identity.body as { data: { firebase_id: string; id_token: string } };
  const res = await post(
    t.app,
    'user_signup',
    { firebase_id: body.data.firebase_id, id_token: body.data.id_token, type: 'email', email },
    undefined,
    { 'user-agent': userAgent },
  );
  expect(res.status).toBe(200);
  return (res.body as { data: { api_token: string } }).data.api_token;
}

describe('sessions', () => {
  it('lists the devices signed in, the current one marked, and signs another one out', async () => {
    const { email } = await signUp(t.app, 'Dev');
    const phone = await signInFrom(email, ANDROID_CHROME);
    const laptop = await signInFrom(email, MAC_SAFARI);
    const list = await ok(t.app, 'get_sessions', {}, laptop);
    const devices = list.map((s) => s.device);
    expect(devices).toContain('Chrome on Android');
    expect(devices).toContain('Safari on macOS');
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current).map((s) => s.device)).toEqual(['Safari on macOS']);
    for (const s of list) expect(Number.isNaN(Date.parse(s.last_seen))).toBe(false);

    const phoneSocket = await t.open(phone, 0);
    const laptopSocket = await t.open(laptop, 0);
    const dropped = disconnected(phoneSocket.socket);
    const target = list.find((s) => s.device === 'Chrome on Android')!;
    const ended = await ok(t.app, 'end_session', { session_id: target.id }, laptop);
    expect(ended.sessions_ended).toBe(1);
    expect(await dropped).toBe('io server disconnect');
    expect(laptopSocket.socket.connected).toBe(true);
    expect((await post(t.app, 'get_user_by_id', {}, phone)).status).toBe(401);
    expect((await ok(t.app, 'get_sessions', {}, laptop)).map((s) => s.device)).not.toContain(
      'Chrome on Android',
    );
    // Ending it again, or a session that is not the player's, finds nothing.
    expect((await post(t.app, 'end_session', { session_id: target.id }, laptop)).body.message).toBe('102');
    const other = await signUp(t.app, 'Other');
    const [theirs] = await ok(t.app, 'get_sessions', {}, other.token);
    const refused = await post(t.app, 'end_session', { session_id: theirs!.id }, laptop);
    expect(refused.body.message).toBe('102');
    expect((await post(t.app, 'get_user_by_id', {}, other.token)).status).toBe(200);
    expect((await post(t.app, 'end_session', { session_id: 'not-a-uuid' }, laptop)).status).toBe(400);
  });

  it('signing out on one device leaves the others signed in and closes that device\u2019s sockets', async () => {
    const { email, token } = await signUp(t.app, 'Two');
    const other = await signInFrom(email, ANDROID_CHROME);
    const socket = await t.open(token, 0);
    const otherSocket = await t.open(other, 0);
    const dropped = disconnected(socket.socket);
    expect((await ok(t.app, 'sign_out', {}, token)).sessions_ended).toBe(1);
    expect(await dropped).toBe('io server disconnect');
    expect(otherSocket.socket.connected).toBe(true);
    expect((await post(t.app, 'get_user_by_id', {}, other)).status).toBe(200);
  });
});

describe('deactivation', () => {
  it('an admin deactivates a player: every call answers 126, sign-in is refused, sockets close', async () => {
    const admin = await signUpAdmin(t);
    const player = await t.player('Dee');
    const email = await emailOf(player.userId);
    const dropped = disconnected(player.socket);
    const res = await ok(
      t.app,
      'admin_set_user_status',
      { user_id: player.userId, status: '0' },
      admin.token,
    );
    expect(res).toEqual({ user_id: player.userId, status: 0, changed: true });
    expect(await dropped).toBe('io server disconnect');
    const call = await post(t.app, 'get_user_by_id', {}, player.token);
    expect(call.status).toBe(401);
    expect(call.body.message).toBe('126');
    const identity = await ok(t.app, 'auth_email_login', { email, password: 'correct horse battery' });
    const again = await post(t.app, 'user_signup', {
      firebase_id: identity.firebase_id,
      id_token: identity.id_token,
      type: 'email',
      email,
    });
    expect(again.body.message).toBe('126');

    // Reactivated, the same token works again: the account comes back as it was.
    const back = await ok(
      t.app,
      'admin_set_user_status',
      { user_id: player.userId, status: '1' },
      admin.token,
    );
    expect(back.changed).toBe(true);
    expect((await post(t.app, 'get_user_by_id', {}, player.token)).status).toBe(200);
  });

  it('refuses players, an admin\u2019s own account, unknown accounts and bad values', async () => {
    const admin = await signUpAdmin(t);
    const player = await signUp(t.app, 'Eve');
    const notAdmin = await post(
      t.app,
      'admin_set_user_status',
      { user_id: admin.user.id, status: '0' },
      player.token,
    );
    expect(notAdmin.status).toBe(403);
    const self = await post(
      t.app,
      'admin_set_user_status',
      { user_id: admin.user.id, status: '0' },
      admin.token,
    );
    expect(self.body.message).toBe('304');
    const unknown = await post(
      t.app,
      'admin_set_user_status',
      { user_id: 999_999, status: '0' },
      admin.token,
    );
    expect(unknown.body.message).toBe('131');
    const bad = await post(
      t.app,
      'admin_set_user_status',
      { user_id: player.user.id, status: '2' },
      admin.token,
    );
    expect(bad.status).toBe(400);
    expect((await post(t.app, 'get_user_by_id', {}, player.token)).status).toBe(200);
  });

  it('the operator\u2019s command (another process: no event) closes sockets within a sweep', async () => {
    const player = await t.player('Fay');
    const email = await emailOf(player.userId);
    const dropped = disconnected(player.socket);
    const changes = await setStatusByLogin(t.database.db, email.toUpperCase(), false);
    expect(changes).toEqual([{ id: player.userId, name: 'Fay', login: email, wasActive: true }]);
    expect(await dropped).toBe('io server disconnect');
    expect((await post(t.app, 'get_user_by_id', {}, player.token)).body.message).toBe('126');
    expect(await setStatusByLogin(t.database.db, 'nobody@example.com', false)).toEqual([]);
    const [again] = await setStatusByLogin(t.database.db, email, true);
    expect(again?.wasActive).toBe(false);
    expect((await post(t.app, 'get_user_by_id', {}, player.token)).status).toBe(200);
  });
});
