import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../../contract';
import { loadConfig } from '../config';
import { PushService } from '../domains/push';
import { broadcastsJob } from '../jobs/broadcasts';
import { runOnce } from '../jobs/job-runner';
import { auditOf, HOUR, isoIn, refused } from './admin-events-support';
import { ok, signUp, signUpAdmin, startTestApp, type TestApp } from './harness';
import { PushEndpoint } from './push-endpoint';

let t: TestApp;
let admin: string;
let endpoint: PushEndpoint;
let push: PushService;
beforeAll(async () => {
  t = await startTestApp({ PUSH_ALLOW_LOOPBACK: 'on' });
  endpoint = await PushEndpoint.start();
  admin = (await signUpAdmin(t)).token;
  const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', PUSH_ALLOW_LOOPBACK: 'on' });
  push = await PushService.create(t.database.db, config, t.app.log);
});
afterAll(async () => {
  await endpoint?.close();
  await t?.close();
});

const pushed: Promise<unknown>[] = [];
const runJob = () => runOnce(t.database, broadcastsJob(push, t.database.db, t.app.log, pushed), t.app.log);
const listOf = (token: string) => ok(t.app, 'get_notifications', {}, token);
async function notificationsOf(broadcastId: number) {
  const { rows } = await t.database.db.execute<{ user_id: number }>(
    sql`SELECT user_id FROM notifications WHERE type = 'broadcast' AND type_id = ${String(broadcastId)} ORDER BY user_id`,
  );
  return rows.map((r) => Number(r.user_id));
}

describe('admin broadcasts', () => {
  it('sends now: every player’s list, their devices, the counts and an audit row', async () => {
    const fan = await signUp(t.app);
    const device = endpoint.device();
    await ok(t.app, 'update_fcm_id', { web_fcm_id: device.subscription }, fan.token);
    const reader = await signUp(t.app);
    const sent = await ok(
      t.app,
      'admin_send_broadcast',
      { title: 'Quiz night', body: 'New questions at 8 pm', link: '/contests/', audience: 'all' },
      admin,
    );
    expect(sent).toMatchObject({ status: 'sent', push_devices: 1, push_sent: 1, push_failed: 0 });
    expect(sent.in_app).toBeGreaterThanOrEqual(3);
    for (const p of [fan, reader]) {
      const [first] = await listOf(p.token);
      expect(first).toMatchObject({
        type: 'broadcast',
        title: 'Quiz night',
        message: 'New questions at 8 pm',
      });
      expect(first!.params).toEqual({ link: '/contests/' });
    }
    await endpoint.waitFor(device);
    expect(await auditOf(t, 'admin_send_broadcast', sent.id)).toHaveLength(1);
    const listed = await ok(t.app, 'admin_list_broadcasts', { q: 'Quiz night' }, admin);
    expect(listed.rows[0]).toMatchObject({ id: sent.id, push_sent: 1, in_app: sent.in_app });
  });

  it('reaches only its audience: a UI language', async () => {
    const arabic = await signUp(t.app, 'Amal');
    const english = await signUp(t.app, 'Ed');
    await t.database.db.execute(sql`UPDATE users SET web_language = 'arabic' WHERE id = ${arabic.user.id}`);
    const sent = await ok(
      t.app,
      'admin_send_broadcast',
      { title: 'مرحبا', body: 'أسئلة جديدة', audience: 'language', audience_language: 'arabic' },
      admin,
    );
    const reached = await notificationsOf(sent.id);
    expect(reached).toContain(arabic.user.id);
    expect(reached).not.toContain(english.user.id);
    expect(sent.in_app).toBe(reached.length);
  });

  it('sends a scheduled broadcast once, however many times the job runs', async () => {
    const player = await signUp(t.app);
    const device = endpoint.device();
    await ok(t.app, 'update_fcm_id', { web_fcm_id: device.subscription }, player.token);
    const scheduled = await ok(
      t.app,
      'admin_send_broadcast',
      { title: 'Later', body: 'At the hour', audience: 'all', scheduled_at: isoIn(HOUR) },
      admin,
    );
    expect(scheduled).toMatchObject({ status: 'scheduled', in_app: 0, sent_at: null });
    await runJob();
    expect(await notificationsOf(scheduled.id)).toEqual([]);
    // Its time comes: two runs side by side and one after send it once.
    await t.database.db.execute(
      sql`UPDATE broadcasts SET scheduled_at = now() - interval '1 second' WHERE id = ${scheduled.id}`,
    );
    await Promise.all([runJob(), runJob()]);
    await runJob();
    const reached = await notificationsOf(scheduled.id);
    expect(reached.filter((id) => id === player.user.id)).toHaveLength(1);
    expect(new Set(reached).size).toBe(reached.length);
    await Promise.all(pushed);
    expect(await endpoint.waitFor(device)).toHaveLength(1);
    const [row] = (await ok(t.app, 'admin_list_broadcasts', { q: 'Later' }, admin)).rows;
    expect(row).toMatchObject({ status: 'sent', in_app: reached.length });
    expect(row!.push_sent).toBeGreaterThanOrEqual(1);
    const cancel = await refused(t, 'admin_cancel_broadcast', { id: scheduled.id }, admin);
    expect(cancel.message).toBe(codes.broadcastNotScheduled);
  });

  it('cancels a scheduled broadcast, which then never goes out', async () => {
    const b = await ok(
      t.app,
      'admin_send_broadcast',
      { title: 'Cancelled', body: 'Never', audience: 'new_7d', scheduled_at: isoIn(HOUR) },
      admin,
    );
    const cancelled = await ok(t.app, 'admin_cancel_broadcast', { id: b.id }, admin);
    expect(cancelled.status).toBe('cancelled');
    expect(await auditOf(t, 'admin_cancel_broadcast', b.id)).toHaveLength(1);
    await t.database.db.execute(sql`UPDATE broadcasts SET scheduled_at = now() WHERE id = ${b.id}`);
    await runJob();
    expect(await notificationsOf(b.id)).toEqual([]);
  });

  it('refuses bad input clearly and writes nothing', async () => {
    const before = (await ok(t.app, 'admin_list_broadcasts', {}, admin)).total;
    const base = { title: 'T', body: 'B', audience: 'all' };
    const past = await refused(t, 'admin_send_broadcast', { ...base, scheduled_at: isoIn(-HOUR) }, admin);
    expect(past.message).toBe(codes.broadcastInvalid);
    const far = await refused(
      t,
      'admin_send_broadcast',
      { ...base, scheduled_at: isoIn(400 * 24 * HOUR) },
      admin,
    );
    expect(far.message).toBe(codes.broadcastInvalid);
    const noLanguage = await refused(t, 'admin_send_broadcast', { ...base, audience: 'language' }, admin);
    expect(noLanguage.error_msg).toMatch(/language/);
    for (const link of ['https://evil.example.com/', '//evil.example.com/', 'contests']) {
      const res = await refused(t, 'admin_send_broadcast', { ...base, link }, admin);
      expect(res).toMatchObject({ message: codes.missingField, field: 'link' });
    }
    const audience = await refused(t, 'admin_send_broadcast', { ...base, audience: 'everyone' }, admin);
    expect(audience.field).toBe('audience');
    expect((await ok(t.app, 'admin_list_broadcasts', {}, admin)).total).toBe(before);
  });
});
