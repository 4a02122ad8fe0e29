import { sql } from 'drizzle-orm';
import type { HandlerMap } from '../../http/handler';
import { dayInZone } from '../../lib/calendar-day';
import { battlesPerDay } from '../battle';
import { examsPerDay } from '../exam';
import { openReportCount } from '../library';
import { pendingPayouts } from '../payment';
import { gamesPerDay, playersSince } from '../play';
import { newPlayersPerDay, playerCounts } from '../user';
import { ledgerTotals } from '../wallet';

const SERIES_DAYS = 14;

/** The 'YYYY-MM-DD' days from `days - 1` days before `last` to `last` (calendar arithmetic, no zone). */
export function dayRange(last: string, days: number): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** A count per day of `days`, zero where nothing happened. */
function series(days: string[], rows: { day: string; count: number }[]) {
  const byDay = new Map<string, number>();
  for (const r of rows) byDay.set(r.day, (byDay.get(r.day) ?? 0) + r.count);
  return days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}

/** The console's dashboard (issue 17): one read of every domain's counts, days in system_timezone. */
export const dashboardHandlers: HandlerMap = {
  async admin_get_dashboard(ctx) {
    const setting = await ctx.settings.str('system_timezone');
    // An unknown zone (a typo in the setting) counts as UTC, as the leaderboards do.
    const zone = setting && dayInZone(new Date(), setting) ? setting : 'UTC';
    // Midnight in the zone as instants (ms): today, and the first day of 7, 14 and 30-day windows.
    const start = (daysBack: number) =>
      sql`(extract(epoch FROM (date_trunc('day', now() AT TIME ZONE ${zone}) - make_interval(days => ${daysBack})) AT TIME ZONE ${zone}) * 1000)::float8`;
    const [bounds] = (
      await ctx.db.execute<{
        today: number;
        since7: number;
        since14: number;
        since30: number;
        day: string;
      }>(sql`
        SELECT ${start(0)} AS today, ${start(6)} AS since7, ${start(SERIES_DAYS - 1)} AS since14,
               ${start(29)} AS since30, to_char(now() AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS day`)
    ).rows;
    if (!bounds) throw new Error('no time bounds');
    const today = new Date(Number(bounds.today));
    const since14 = new Date(Number(bounds.since14));
    const [players, newPlayers, plays, battles, exams, coins, payouts, reports] = await Promise.all([
      playerCounts(ctx.db, today, new Date(Number(bounds.since7)), playersSince(today)),
      newPlayersPerDay(ctx.db, since14, zone),
      gamesPerDay(ctx.db, since14, zone),
      battlesPerDay(ctx.db, since14, zone),
      examsPerDay(ctx.db, since14, zone),
      ledgerTotals(ctx.db, today, new Date(Number(bounds.since30))),
      pendingPayouts(ctx.db),
      openReportCount(ctx.db),
    ]);
    const games = [...plays, ...battles, ...exams];
    const byMode = new Map<string, number>();
    for (const g of games) if (g.day === bounds.day) byMode.set(g.mode, (byMode.get(g.mode) ?? 0) + g.count);
    const days = dayRange(bounds.day, SERIES_DAYS);
    return {
      data: {
        players,
        games_today: [...byMode].map(([mode, count]) => ({ mode, count })).sort((a, b) => b.count - a.count),
        coins,
        pending_payouts: payouts,
        open_reports: reports,
        new_players_by_day: series(days, newPlayers),
        games_by_day: series(days, games),
      },
    };
  },
};
