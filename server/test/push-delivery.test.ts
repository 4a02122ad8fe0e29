import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../domains/notification/notify';
import { ok, signUp, signUpAdmin, startTestApp, type TestApp } from './harness';
import { startLevel, submit } from './play-helpers';
import { decrypt, PushEndpoint, verifyVapid, type TestDevice } from './push-endpoint';
import { grant, paypal } from './wallet-support';

/**
 * Pushes as a device receives them: the events that push, delivered by the server's outbox to a real
 * HTTP push endpoint on 127.0.0.1, decrypted with the device's own keys and checked for a valid VAPID
 * signature. Nothing is mocked: web-push encrypts and signs, the database decides.
 */
let t: TestApp;
let endpoint: PushEndpoint;
let vapidKey: string;
let admin: { token: string };
const SUBJECT = 'mailto:push-operator@example.com';

beforeAll(async () => {
  t = await startTestApp({ PUSH_ALLOW_LOOPBACK: 'on', PUSH_SUBJECT: SUBJECT });
  endpoint = await PushEndpoint.start();
  vapidKey = (await ok(t.app, 'get_push_config')).vapid_public_key;
  admin = await signUpAdmin(t);
});
afterAll(async () => {
  await endpoint?.close();
  await t?.close();
});

/** A new player with one subscribed device. */
async function subscribedPlayer() {
  const player = await signUp(t.app);
  const device = endpoint.device();
  await ok(t.app, 'update_fcm_id', { web_fcm_id: device.subscription }, player.token);
  return { ...player, device };
}

async function contentOf(device: TestDevice, index = 0) {
  const deliveries = await endpoint.waitFor(device, index + 1);
  return decrypt(deliveries[index]!, device);
}

const outboxRows = async () =>
  Number(
    (await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM push_outbox`)).rows[0]!.n,
  );

describe('badge pushes', () => {
  it('reach the device encrypted for it and signed with the server VAPID key', async () => {
    const { token, device } = await subscribedPlayer();
    const before = Date.now() / 1000;
    const result = await submit(t.app, t.database, token, await startLevel(t.app, token), 0);
    expect(result.badges).toEqual(['dashing_debut']);

    const [delivery] = await endpoint.waitFor(device);
    expect(decrypt(delivery!, device)).toEqual({
      title: 'Badge unlocked: Dashing Debut',
      body: 'Claim your reward on the badges page.',
      url: '/profile/badges/',
      tag: 'badge-dashing_debut',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
    });
    const claims = verifyVapid(delivery!, vapidKey);
    expect(claims.aud).toBe(endpoint.origin);
    expect(claims.sub).toBe(SUBJECT);
    expect(claims.exp).toBeGreaterThan(before);
    expect(claims.exp).toBeLessThanOrEqual(before + 24 * 3600 + 60);
    expect(delivery!.headers).toMatchObject({
      ttl: '86400',
      urgency: 'normal',
      topic: 'badge-dashing_debut',
    });
    // The in-app notification is there as well; the outbox row is gone once sent.
    const list = await ok(t.app, 'get_notifications', {}, token);
    expect(list.map((n) => n.type)).toContain('badge');
    await expect.poll(outboxRows, { timeout: 10_000 }).toBe(0);
  });

  it('speak the language the player reads the app in, in the words of the in-app list', async () => {
    const { token, device } = await subscribedPlayer();
    await ok(t.app, 'set_preferences', { ui_language: 'arabic' }, token);
    const result = await submit(t.app, t.database, token, await startLevel(t.app, token), 0);
    expect(result.badges).toEqual(['dashing_debut']);
    expect(await contentOf(device)).toMatchObject({
      title: 'شارة جديدة: بداية لامعة',
      body: 'استلم مكافأتك من صفحة الشارات.',
    });
  });

  it('respect the player preference, while the in-app notification still comes', async () => {
    const { token, user, device } = await subscribedPlayer();
    await ok(t.app, 'set_push_preferences', { badge: '0' }, token);
    const result = await submit(t.app, t.database, token, await startLevel(t.app, token), 0);
    expect(result.badges).toEqual(['dashing_debut']);
    // A later push of a kind still on arrives; the outbox sends in order, so the badge was decided by then.
    await ok(t.app, 'set_push_preferences', { badge: '1' }, token);
    await t.database.db.transaction((tx) =>
      notify(tx, user.id, {
        type: 'badge',
        title: 'Later one',
        push: { kind: 'badge', url: '/profile/badges/' },
      }),
    );
    expect((await contentOf(device)).title).toBe('Later one');
    expect(endpoint.received(device)).toHaveLength(1);
    const list = await ok(t.app, 'get_notifications', {}, token);
    expect(list.filter((n) => n.type === 'badge').map((n) => n.title)).toEqual([
      'Later one',
      'Badge unlocked: Dashing Debut',
    ]);
  });

  it('are not sent when the transaction that decided them rolls back', async () => {
    const { user } = await subscribedPlayer();
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(tx, user.id, { type: 'badge', title: 'Never', push: { kind: 'badge', url: '/' } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const rows = await t.database.db.execute(sql`SELECT 1 FROM push_outbox WHERE title = 'Never'`);
    expect(rows.rows).toHaveLength(0);
  });
});

describe('payment pushes', () => {
  it('tell the player their payout was sent, or rejected and refunded', async () => {
    const { token, user, device } = await subscribedPlayer();
    await grant(t, admin.token, user.id, 300);
    const { request } = await ok(t.app, 'set_payment_request', paypal(100), token);
    await ok(
      t.app,
      'admin_update_payment_request',
      { payment_id: request.id, status: 'completed', reason: 'Paid on Monday' },
      admin.token,
    );
    const paid = await contentOf(device, 0);
    expect(paid).toMatchObject({
      title: 'Payment sent',
      body: 'Your payout of $10.00 is on its way. Paid on Monday',
      url: '/profile/wallet/',
      tag: `payment-${request.id}`,
    });

    await t.database.db.execute(
      sql`UPDATE payment_requests SET created_at = created_at - interval '49 hours' WHERE user_id = ${user.id}`,
    );
    const second = await ok(t.app, 'set_payment_request', paypal(100), token);
    await ok(
      t.app,
      'admin_update_payment_request',
      { payment_id: second.request.id, status: 'rejected', reason: 'Wrong address' },
      admin.token,
    );
    expect(await contentOf(device, 1)).toMatchObject({
      title: 'Payment request rejected',
      body: '100 coins are back in your wallet. Wrong address',
      url: '/profile/wallet/',
    });
    expect(verifyVapid(endpoint.received(device)[1]!, vapidKey).aud).toBe(endpoint.origin);
  });
});

describe('dead devices', () => {
  it('are forgotten when the push service answers 410, while the player other device still gets it', async () => {
    const { token, user, device: gone } = await subscribedPlayer();
    const alive = endpoint.device();
    await ok(t.app, 'update_fcm_id', { web_fcm_id: alive.subscription }, token);
    endpoint.answer(gone, 410);
    await submit(t.app, t.database, token, await startLevel(t.app, token), 0);
    await endpoint.waitFor(gone);
    await endpoint.waitFor(alive);
    const devices = async () =>
      (
        await t.database.db.execute<{ endpoint: string; ok: boolean }>(
          sql`SELECT endpoint, last_success_at IS NOT NULL AS ok FROM push_subscriptions WHERE user_id = ${user.id}`,
        )
      ).rows;
    await expect.poll(devices, { timeout: 10_000 }).toEqual([{ endpoint: alive.endpoint, ok: true }]);
    expect((await ok(t.app, 'get_push_preferences', {}, token)).devices).toBe(1);
  });

  it('that fail otherwise (500) are kept for the next push', async () => {
    const { token, user, device } = await subscribedPlayer();
    endpoint.answer(device, 500);
    await submit(t.app, t.database, token, await startLevel(t.app, token), 0);
    await endpoint.waitFor(device);
    await expect.poll(outboxRows, { timeout: 10_000 }).toBe(0);
    expect(await ok(t.app, 'get_push_preferences', {}, token)).toMatchObject({ devices: 1 });
    const stamped = await t.database.db.execute(
      sql`SELECT 1 FROM push_subscriptions WHERE user_id = ${user.id} AND last_success_at IS NOT NULL`,
    );
    expect(stamped.rows).toHaveLength(0);
  });
});

describe('battle invitations', () => {
  it('push the room code to the invited friend once, and respect their choice', async () => {
    const owner = await signUp(t.app, 'Ann');
    const friend = await subscribedPlayer();
    const room = await ok(t.app, 'create_room', { room_type: 'friend', entry_coin: 5 }, owner.token);
    const invite = { room_code: room.room_code, friends_code: friend.user.refer_code };
    expect(await ok(t.app, 'invite_to_battle', invite, owner.token)).toEqual({
      name: friend.user.name,
      already_invited: false,
    });
    expect(await contentOf(friend.device)).toMatchObject({
      title: 'Ann invites you to a battle',
      url: `/random-battle/friend/?code=${room.room_code}`,
      tag: `invite-${room.room_code}`,
    });
    expect(endpoint.received(friend.device)[0]!.headers).toMatchObject({ urgency: 'high', ttl: '300' });
    // Asked again: nothing is sent twice.
    expect(await ok(t.app, 'invite_to_battle', invite, owner.token)).toMatchObject({ already_invited: true });

    // A player who turned battle invitations off still finds it in the app, but gets no push.
    const quiet = await subscribedPlayer();
    await ok(t.app, 'set_push_preferences', { battle_invite: '0' }, quiet.token);
    await ok(
      t.app,
      'invite_to_battle',
      { room_code: room.room_code, friends_code: quiet.user.refer_code },
      owner.token,
    );
    await expect.poll(outboxRows, { timeout: 10_000 }).toBe(0);
    expect(endpoint.received(friend.device)).toHaveLength(1);
    expect(endpoint.received(quiet.device)).toHaveLength(0);
    const listed = await ok(t.app, 'get_notifications', {}, quiet.token);
    expect(listed.map((n: { type: string }) => n.type)).toContain('battle_invite');
  });
});
