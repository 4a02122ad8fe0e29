import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { isConnectionLost } from './db/errors';

const config = loadConfig();
await mkdir(path.join(config.dataDir, 'media'), { recursive: true });
// The database reports lost connections and engine restarts before the app (and its logger) exists.
const dbLog = pino({ level: config.LOG_LEVEL }).child({ component: 'database' });
// The rest of the server's modules load (transpiled by tsx: over a second on a first start) while the
// embedded engine starts in its own process (seconds on a fresh data directory), not one after the other.
const [
  database,
  { buildApp },
  { seed },
  { startJobs },
  { contestJob },
  { dailySetsJob },
  { dailyRemindersJob },
  { leaderboardUpkeepJob },
  { staleAttemptsJob },
  { examAttemptsJob },
  { broadcastsJob },
  { PushService },
] = await Promise.all([
  openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    log: dbLog,
    poolMax: config.DATABASE_POOL_MAX,
    fsync: config.DB_FSYNC === 'on',
  }),
  import('./app'),
  import('./seed/seed'),
  import('./jobs/job-runner'),
  import('./jobs/contests'),
  import('./jobs/daily-sets'),
  import('./jobs/daily-reminders'),
  import('./jobs/leaderboard-upkeep'),
  import('./jobs/stale-attempts'),
  import('./jobs/exam-attempts'),
  import('./jobs/broadcasts'),
  import('./domains/push'),
]);
await migrateDatabase(database);
await seed(database.db, { mediaDir: path.join(config.dataDir, 'media') });
const app = await buildApp({ config, database });
const stopJobs = startJobs(
  database,
  [
    staleAttemptsJob,
    dailySetsJob,
    leaderboardUpkeepJob,
    dailyRemindersJob,
    contestJob(config.CONTEST_JOB_EVERY_MS),
    examAttemptsJob,
    // Its own push service on the shared database: the app's is inside the Fastify instance.
    broadcastsJob(await PushService.create(database.db, config, app.log), database.db, app.log),
  ],
  app.log,
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop accepting requests, let the ones in flight finish, then close the database cleanly.
  await app.close();
  await stopJobs();
  await database.close();
  process.exit(0);
}
// A lost database connection is never a reason to stop serving: requests answer 503 until it is back. Any
// other error that escaped every handler is a bug, and the process still stops on it as Node would.
function lastResort(err: unknown, origin: string) {
  if (isConnectionLost(err)) {
    dbLog.warn({ err: err instanceof Error ? err.message : String(err), origin }, 'database unavailable');
    return;
  }
  dbLog.fatal({ err, origin }, 'unhandled error; stopping');
  process.exit(1);
}
process.on('uncaughtException', (err) => lastResort(err, 'uncaughtException'));
process.on('unhandledRejection', (err) => lastResort(err, 'unhandledRejection'));
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
const shown = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
console.log(
  `\nOpenQuiz is running at ${shown}  (database: ${database.kind === 'postgres' ? 'PostgreSQL' : `embedded, ${config.dataDir}`})\n`,
);
