import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notify } from './notify';
import { DEFAULT_REMINDER_TIME, wants } from '../push';

/** A reminder is sent from the chosen time until this many minutes later (a server down at the time
 * still reminds when it is back, but not in the middle of the night). */
export const REMINDER_WINDOW_MINUTES = 120;
const OFFSET = /^([+-])(\d{1,2}):?(\d{2})$/;
const BATCH = 500;

/** Wall-clock day and minute of the day of `now` in an IANA zone or at a UTC offset; null if neither. */
function clockAt(now: Date, zone: string): { day: string; minutes: number } | null {
  const offset = OFFSET.exec(zone.trim());
  if (offset) {
    const shift = (Number(offset[2]) * 60 + Number(offset[3])) * (offset[1] === '-' ? -1 : 1);
    if (Math.abs(shift) > 14 * 60) return null;
    const local = new Date(now.getTime() + shift * 60_000);
    return {
      day: local.toISOString().slice(0, 10),
      minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
    };
  }
  if (!zone) return null;
  try {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(now)
        .map((p) => [p.type, p.value]),
    );
    return {
      day: `${parts.year}-${parts.month}-${parts.day}`,
      minutes: Number(parts.hour) * 60 + Number(parts.minute),
    };
  } catch {
    return null;
  }
}

/**
 * The player's clock with the daily quiz's fallbacks (daily-day.ts dayIn): the account's zone, else the
 * server's system_timezone, else UTC — so "today" here is the day the daily quiz counts.
 */
export function playerClock(now: Date, zone: string, systemZone: string): { day: string; minutes: number } {
  return clockAt(now, zone) ?? clockAt(now, systemZone) ?? clockAt(now, 'UTC')!;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * Reminds every player whose chosen local time has come today and who has not played today's daily
 * quiz yet: an in-app notification and a push, sent after this transaction commits. Only players with a
 * device and the reminder on are considered, so nobody's list fills with reminders they cannot get.
 * The (player, local day) primary key makes it once a day however often the job runs and however many
 * processes run it. Returns how many players were reminded.
 */
export async function sendDailyReminders(db: Db, systemZone: string, now = new Date()): Promise<number> {
  const candidates = await db.execute<{ id: number; timezone: string; at: string | null }>(sql`
    SELECT u.id, u.timezone, p.daily_reminder_time AS at
    FROM users u LEFT JOIN push_preferences p ON p.user_id = u.id
    WHERE u.status = 1 AND ${wants('daily_reminder', sql`u.id`)}
      AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = u.id)`);
  const due: { userId: number; day: string }[] = [];
  for (const c of candidates.rows) {
    const clock = playerClock(now, c.timezone, systemZone);
    const from = minutesOf(c.at ?? DEFAULT_REMINDER_TIME);
    if (clock.minutes >= from && clock.minutes < from + REMINDER_WINDOW_MINUTES)
      due.push({ userId: Number(c.id), day: clock.day });
  }
  let reminded = 0;
  for (let i = 0; i < due.length; i += BATCH) {
    const batch = due.slice(i, i + BATCH);
    reminded += await db.transaction(async (tx) => {
      const values = sql.join(
        batch.map((d) => sql`(${d.userId}::int, ${d.day}::date)`),
        sql`, `,
      );
      const claimed = await tx.execute<{ user_id: number }>(sql`
        INSERT INTO push_daily_reminders (user_id, day)
        SELECT c.user_id, c.day FROM (VALUES ${values}) AS c(user_id, day)
        WHERE NOT EXISTS (SELECT 1 FROM daily_plays d WHERE d.user_id = c.user_id AND d.day = c.day)
        ON CONFLICT DO NOTHING
        RETURNING user_id`);
      for (const { user_id } of claimed.rows)
        await notify(tx, Number(user_id), {
          type: 'daily_reminder',
          title: 'Your daily quiz is waiting',
          message: "Today's questions are ready: keep your streak going.",
          push: { kind: 'daily_reminder', url: '/quiz-play/daily-quiz-dashboard/', tag: 'daily-reminder' },
        });
      return claimed.rows.length;
    });
  }
  await db.execute(sql`DELETE FROM push_daily_reminders WHERE day < (now() - interval '7 days')::date`);
  return reminded;
}
