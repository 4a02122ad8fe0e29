import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerClock, sendDailyReminders } from '../domains/notification/daily-reminder';
import { dailyRemindersJob } from '../jobs/daily-reminders';
import { runOnce } from '../jobs/job-runner';
import { ok, signUp, startTestApp, type TestApp } from './harness';
import { decrypt, PushEndpoint } from './push-endpoint';

/** The daily quiz reminder: at each player's local time, once a day, only to those who have not played. */
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

async function player(zone: string, prefs: Record<string, string> = {}, subscribed = true) {
  const p = await signUp(t.app);
  await t.database.db.execute(sql`UPDATE users SET timezone = ${zone} WHERE id = ${p.user.id}`);
  if (Object.keys(prefs).length > 0) await ok(t.app, 'set_push_preferences', prefs, p.token);
  const device = endpoint.device();
  if (subscribed) await ok(t.app, 'update_fcm_id', { web_fcm_id: device.subscription }, p.token);
  return { ...p, device };
}

const remindedDays = async (userId: number) =>
  (
    await t.database.db.execute<{ day: string }>(
      sql`SELECT day::text AS day FROM push_daily_reminders WHERE user_id = ${userId} ORDER BY day`,
    )
  ).rows.map((r) => r.day);

describe('the player clock', () => {
  it('reads IANA zones and UTC offsets, falling back to the server zone as the daily quiz does', () => {
    const at = new Date('2030-03-10T13:40:00Z');
    expect(playerClock(at, 'Asia/Kolkata', 'UTC')).toEqual({ day: '2030-03-10', minutes: 19 * 60 + 10 });
    expect(playerClock(at, '+05:30', 'UTC')).toEqual({ day: '2030-03-10', minutes: 19 * 60 + 10 });
    expect(playerClock(at, '-11:00', 'UTC')).toEqual({ day: '2030-03-10', minutes: 2 * 60 + 40 });
    expect(playerClock(at, 'Pacific/Kiritimati', 'UTC')).toEqual({ day: '2030-03-11', minutes: 3 * 60 + 40 });
    expect(playerClock(at, '', 'America/New_York')).toEqual({ day: '2030-03-10', minutes: 9 * 60 + 40 });
    expect(playerClock(at, 'Not/AZone', 'Nor/This')).toEqual({ day: '2030-03-10', minutes: 13 * 60 + 40 });
  });
});

describe('daily reminders', () => {
  it('go once a day at the chosen local time, only to subscribed players who have not played yet', async () => {
    const due = await player('Asia/Kolkata');
    const byOffset = await player('+05:30', { daily_reminder_time: '18:45' });
    const played = await player('Asia/Kolkata');
    const off = await player('Asia/Kolkata', { daily_reminder: '0' });
    const later = await player('Asia/Kolkata', { daily_reminder_time: '20:00' });
    const lapsed = await player('Asia/Kolkata', { daily_reminder_time: '16:00' });
    const noDevice = await player('Asia/Kolkata', {}, false);
    const elsewhere = await player('Europe/Paris');
    await t.database.db.execute(sql`INSERT INTO daily_plays (user_id, day, attempt_id)
      VALUES (${played.user.id}, '2030-03-10', ${randomUUID()})`);

    // 19:10 in India: past 19:00 (and 18:45), before 20:00, more than the window after 16:00; 14:40 in Paris.
    const at = new Date('2030-03-10T13:40:00Z');
    const reminded = await sendDailyReminders(t.database.db, 'UTC', at);
    for (const p of [due, byOffset]) expect(await remindedDays(p.user.id)).toEqual(['2030-03-10']);
    for (const p of [played, off, later, lapsed, noDevice, elsewhere])
      expect(await remindedDays(p.user.id), p.email).toEqual([]);
    expect(reminded).toBeGreaterThanOrEqual(2);

    const [delivery] = await endpoint.waitFor(due.device);
    expect(decrypt(delivery!, due.device)).toMatchObject({
      title: 'Your daily quiz is waiting',
      url: '/quiz-play/daily-quiz-dashboard/',
      tag: 'daily-reminder',
    });
    expect(delivery!.headers).toMatchObject({ urgency: 'low' });
    await endpoint.waitFor(byOffset.device);
    const list = await ok(t.app, 'get_notifications', {}, due.token);
    expect(list.map((n) => n.type)).toEqual(['daily_reminder']);

    // Ten minutes later, and from a second process at the same moment: nobody is reminded twice.
    const again = await Promise.all([
      sendDailyReminders(t.database.db, 'UTC', new Date('2030-03-10T13:50:00Z')),
      sendDailyReminders(t.database.db, 'UTC', new Date('2030-03-10T13:50:00Z')),
    ]);
    expect(await remindedDays(due.user.id)).toEqual(['2030-03-10']);
    expect(again.every((n) => n === 0 || n === 1)).toBe(true);
    await new Promise((r) => setTimeout(r, 2_500));
    expect(endpoint.received(due.device)).toHaveLength(1);

    // At 20:05 the later player's time has come; the next day everyone due is reminded again.
    await sendDailyReminders(t.database.db, 'UTC', new Date('2030-03-10T14:35:00Z'));
    expect(await remindedDays(later.user.id)).toEqual(['2030-03-10']);
    await sendDailyReminders(t.database.db, 'UTC', new Date('2030-03-11T13:31:00Z'));
    expect(await remindedDays(due.user.id)).toEqual(['2030-03-10', '2030-03-11']);
    expect(await remindedDays(played.user.id)).toEqual(['2030-03-11']);
    await endpoint.waitFor(due.device, 2);
  });

  it('run as a job at the current time, and not at all while the daily quiz is off', async () => {
    const now = new Date();
    const hhmm = now.toISOString().slice(11, 16);
    const p = await player('UTC', { daily_reminder_time: hhmm });
    await t.database.db.execute(sql`UPDATE settings SET value = '0' WHERE key = 'daily_quiz_mode'`);
    await runOnce(t.database, dailyRemindersJob, t.app.log);
    expect(await remindedDays(p.user.id)).toEqual([]);
    await t.database.db.execute(sql`UPDATE settings SET value = '1' WHERE key = 'daily_quiz_mode'`);
    await runOnce(t.database, dailyRemindersJob, t.app.log);
    expect(await remindedDays(p.user.id)).toHaveLength(1);
    await endpoint.waitFor(p.device);
  });
});
