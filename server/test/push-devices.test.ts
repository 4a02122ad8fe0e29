import { createECDH, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushConfigSchema, pushKinds } from '../../contract';
import { parseDeviceAddress } from '../domains/push/device-address';
import { MAX_DEVICES } from '../domains/push/subscriptions';
import { ensureVapidKeys } from '../domains/push/vapid-keys';
import { ok, post, signUp, startTestApp, type TestApp } from './harness';
import { PushEndpoint } from './push-endpoint';

/** Devices (update_fcm_id), what they are checked for, the VAPID key and the preferences. */
let t: TestApp;
let endpoint: PushEndpoint;
beforeAll(async () => {
  t = await startTestApp({ PUSH_ALLOW_LOOPBACK: 'on' });
  endpoint = await PushEndpoint.start();
});
afterAll(async () => {
  await endpoint?.close();
  await t?.close();
});

const devicesOf = async (userId: number) =>
  (
    await t.database.db.execute<{ endpoint: string }>(
      sql`SELECT endpoint FROM push_subscriptions WHERE user_id = ${userId} ORDER BY id`,
    )
  ).rows.map((r) => r.endpoint);

/** A well-formed subscription of a real push service (never contacted: nothing is sent in this file). */
function browserSubscription(extra: Record<string, unknown> = {}, keys: Record<string, unknown> = {}) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return JSON.stringify({
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`,
    expirationTime: null,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
      ...keys,
    },
    ...extra,
  });
}

describe('get_push_config', () => {
  it('answers Web Push with the server VAPID public key, without a token, and never a private key', async () => {
    const res = await post(t.app, 'get_push_config');
    expect(res.status).toBe(200);
    const config = pushConfigSchema.parse(res.body.error ? null : res.body.data);
    expect(config).toMatchObject({ provider: 'webpush', firebase: null });
    const point = Buffer.from(config.vapid_public_key, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    expect(JSON.stringify(res.body)).not.toMatch(/private/i);
    const publicSettings = await ok(t.app, 'get_system_configurations');
    expect(JSON.stringify(publicSettings)).not.toContain(config.vapid_public_key);
  });

  it('keeps one key pair: generated once, the same for every process and after a restart', async () => {
    const { vapid_public_key } = await ok(t.app, 'get_push_config');
    const pairs = await Promise.all(Array.from({ length: 5 }, () => ensureVapidKeys(t.database.db)));
    expect(new Set(pairs.map((p) => JSON.stringify(p))).size).toBe(1);
    expect(pairs[0]!.publicKey).toBe(vapid_public_key);
    expect(Buffer.from(pairs[0]!.privateKey, 'base64url')).toHaveLength(32);
  });
});

describe('update_fcm_id', () => {
  it('registers a device once, moves it to the account that sends it next, and forgets it on removal', async () => {
    const ann = await signUp(t.app);
    const bob = await signUp(t.app);
    const phone = endpoint.device();
    expect(await ok(t.app, 'update_fcm_id', { web_fcm_id: phone.subscription }, ann.token)).toEqual({
      devices: 1,
    });
    // The browser sends the same subscription again at every start: still one device.
    expect(await ok(t.app, 'update_fcm_id', { web_fcm_id: phone.subscription }, ann.token)).toEqual({
      devices: 1,
    });
    // Bob signs in on Ann's phone: the phone now gets Bob's pushes, never Ann's.
    expect(await ok(t.app, 'update_fcm_id', { web_fcm_id: phone.subscription }, bob.token)).toEqual({
      devices: 1,
    });
    expect(await devicesOf(ann.user.id)).toEqual([]);
    expect(await devicesOf(bob.user.id)).toEqual([phone.endpoint]);
    expect((await ok(t.app, 'get_push_preferences', {}, ann.token)).devices).toBe(0);

    // Ann cannot remove Bob's device; Bob can.
    const annRemoves = { web_fcm_id: phone.subscription, remove: '1' };
    expect(await ok(t.app, 'update_fcm_id', annRemoves, ann.token)).toEqual({ devices: 0 });
    expect(await devicesOf(bob.user.id)).toEqual([phone.endpoint]);
    expect(await ok(t.app, 'update_fcm_id', annRemoves, bob.token)).toEqual({ devices: 0 });
    expect(await devicesOf(bob.user.id)).toEqual([]);
  });

  it('keeps the newest devices of a player up to the cap', async () => {
    const { token, user } = await signUp(t.app);
    const phones = Array.from({ length: MAX_DEVICES + 2 }, () => endpoint.device());
    for (const phone of phones) await ok(t.app, 'update_fcm_id', { web_fcm_id: phone.subscription }, token);
    expect(await devicesOf(user.id)).toEqual(phones.slice(2).map((p) => p.endpoint));
    // Re-registering the oldest makes it the newest: the next one out is the one after it.
    await ok(t.app, 'update_fcm_id', { web_fcm_id: phones[2]!.subscription }, token);
    await ok(t.app, 'update_fcm_id', { web_fcm_id: endpoint.device().subscription }, token);
    expect(await devicesOf(user.id)).not.toContain(phones[3]!.endpoint);
    expect(await devicesOf(user.id)).toContain(phones[2]!.endpoint);
  });

  it('refuses what is not a usable subscription with 400 and its own code, never 500', async () => {
    const { token } = await signUp(t.app);
    const refused = async (web_fcm_id: string, code = '280') => {
      const res = await post(t.app, 'update_fcm_id', { web_fcm_id }, token);
      expect(res, web_fcm_id).toMatchObject({
        status: 400,
        body: { error: true, message: code, field: 'web_fcm_id' },
      });
    };
    await refused('{not json');
    await refused('[]');
    await refused('hello there');
    await refused(browserSubscription({}, { p256dh: 'short' }));
    await refused(browserSubscription({}, { auth: randomBytes(8).toString('base64url') }));
    await refused(browserSubscription({}, { auth: 'not base64url!' }));
    await refused(browserSubscription({ endpoint: 'ftp://push.example.com/x' }));
    await refused(browserSubscription({ endpoint: 'https://10.0.0.1/push' }));
    await refused(browserSubscription({ keys: null }));
    await refused(browserSubscription({ owner: 'me' }));
    // An FCM token is fine in form, but this server does not use Firebase.
    await refused(`dGVzdA:APA91b${'x'.repeat(140)}`, '281');
    expect(await post(t.app, 'update_fcm_id', {}, token)).toMatchObject({ status: 400 });
    expect(await post(t.app, 'update_fcm_id', { web_fcm_id: browserSubscription() })).toMatchObject({
      status: 401,
    });
    expect((await ok(t.app, 'get_push_preferences', {}, token)).devices).toBe(0);
  });
});

describe('device address rules', () => {
  const strict = { allowLoopback: false, fcm: false };
  const reason = (text: string, rules = strict) => {
    try {
      parseDeviceAddress(text, rules);
      return 'accepted';
    } catch (err) {
      return (err as Error).message.replace('Invalid push subscription: ', '');
    }
  };

  it('accepts what browsers send: https push services, unpadded or padded base64url keys', () => {
    expect(reason(browserSubscription())).toBe('accepted');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const padded = browserSubscription(
      { endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk' },
      {
        p256dh: `${ecdh.getPublicKey().toString('base64url')}=`,
        auth: `${randomBytes(16).toString('base64url')}==`,
      },
    );
    const parsed = parseDeviceAddress(padded, strict);
    expect(parsed).toMatchObject({ kind: 'webpush', p256dh: ecdh.getPublicKey().toString('base64url') });
    expect(
      reason(browserSubscription({ endpoint: 'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA' })),
    ).toBe('accepted');
  });

  it('refuses loopback, local and odd endpoints unless the operator allowed loopback for tests', () => {
    const local = browserSubscription({ endpoint: `${endpoint.origin}/push/x` });
    expect(reason(local)).toBe('endpoint must be an https URL');
    expect(reason(local, { allowLoopback: true, fcm: false })).toBe('accepted');
    expect(reason(browserSubscription({ endpoint: 'https://localhost/push' }))).toBe(
      'endpoint must name a public push service',
    );
    expect(reason(browserSubscription({ endpoint: 'https://127.0.0.1/push' }))).toBe(
      'endpoint must name a push service, not an address',
    );
    expect(reason(browserSubscription({ endpoint: 'https://[::1]/push' }))).toBe(
      'endpoint must name a push service, not an address',
    );
    expect(reason(browserSubscription({ endpoint: 'https://printer.local/push' }))).toBe(
      'endpoint must name a public push service',
    );
    expect(reason(browserSubscription({ endpoint: 'https://push.example.com:8443/x' }))).toBe(
      'endpoint must use the default https port',
    );
    expect(reason(browserSubscription({ endpoint: 'https://user:pw@push.example.com/x' }))).toBe(
      'endpoint must not carry credentials',
    );
    expect(reason(browserSubscription({ endpoint: `https://push.example.com/${'x'.repeat(2100)}` }))).toBe(
      'endpoint is too long',
    );
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret', () => {
    const offCurve = Buffer.alloc(65, 1);
    offCurve[0] = 4;
    expect(reason(browserSubscription({}, { p256dh: offCurve.toString('base64url') }))).toBe(
      'keys.p256dh is not a P-256 public key',
    );
    const compressed = createECDH('prime256v1');
    compressed.generateKeys();
    expect(
      reason(
        browserSubscription(
          {},
          { p256dh: compressed.getPublicKey(undefined, 'compressed').toString('base64url') },
        ),
      ),
    ).toBe('keys.p256dh must hold 65 bytes');
    expect(reason(browserSubscription({}, { auth: randomBytes(17).toString('base64url') }))).toBe(
      'keys.auth must hold 16 bytes',
    );
    expect(reason(browserSubscription({ expirationTime: 'soon' }))).toBe(
      'expirationTime must be a number or null',
    );
  });

  it('takes an FCM token only when Firebase is configured', () => {
    const token = `fGx3:APA91b${'Q'.repeat(150)}`;
    expect(parseDeviceAddress(token, { allowLoopback: false, fcm: true })).toEqual({
      kind: 'fcm',
      endpoint: token,
    });
    expect(reason(token)).toBe('This server does not send notifications through Firebase');
    expect(reason('short')).toBe('neither a Web Push subscription nor an FCM token');
  });
});

describe('push preferences', () => {
  it('start with every kind on and the reminder at 19:00, and change only what is sent', async () => {
    const { token } = await signUp(t.app);
    const initial = await ok(t.app, 'get_push_preferences', {}, token);
    expect(initial).toEqual({
      kinds: Object.fromEntries(pushKinds.map((k) => [k, true])),
      daily_reminder_time: '19:00',
      devices: 0,
    });
    const changed = await ok(
      t.app,
      'set_push_preferences',
      { badge: '0', daily_reminder_time: '07:30' },
      token,
    );
    expect(changed).toMatchObject({ kinds: { badge: false, payment: true }, daily_reminder_time: '07:30' });
    const again = await ok(t.app, 'set_push_preferences', { payment: '0', badge: '1' }, token);
    expect(again).toMatchObject({
      kinds: { badge: true, payment: false, broadcast: true },
      daily_reminder_time: '07:30',
    });
    expect(await ok(t.app, 'get_push_preferences', {}, token)).toEqual(again);
    for (const bad of [{ daily_reminder_time: '24:00' }, { daily_reminder_time: '7:30' }, { badge: 'yes' }])
      expect(await post(t.app, 'set_push_preferences', bad, token)).toMatchObject({ status: 400 });
  });

  it('are the player own and go with the account', async () => {
    const ann = await signUp(t.app);
    const bob = await signUp(t.app);
    await ok(t.app, 'set_push_preferences', { broadcast: '0' }, ann.token);
    await ok(t.app, 'update_fcm_id', { web_fcm_id: endpoint.device().subscription }, ann.token);
    expect((await ok(t.app, 'get_push_preferences', {}, bob.token)).kinds.broadcast).toBe(true);
    await ok(t.app, 'delete_user_account', {}, ann.token);
    const left = await t.database.db.execute<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM push_subscriptions WHERE user_id = ${ann.user.id})
        + (SELECT count(*) FROM push_preferences WHERE user_id = ${ann.user.id}) AS n`);
    expect(Number(left.rows[0]!.n)).toBe(0);
  });
});
