import type { FastifyBaseLogger } from 'fastify';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PoolClient } from 'pg';
import type { Database, Db } from '../db/client';
import { isConnectionLost } from '../db/errors';
import * as schema from '../db/schema';

export interface Job {
  name: string;
  /** A distinct PostgreSQL advisory-lock key, so one process of a deployment runs the job at a time. */
  lockKey: number;
  everyMs: number;
  /** Runs on the connection that holds the lock (the embedded engine has only one). */
  run(db: Db): Promise<number | void>;
}

/**
 * Runs background jobs on timers. Each run takes a session-level advisory lock with pg_try_advisory_lock
 * on its own connection; a process that does not get it skips that round.
 */
export function startJobs(database: Database, jobs: Job[], log: FastifyBaseLogger): () => Promise<void> {
  const running = new Set<Promise<void>>();
  const timers = jobs.map((job) =>
    setInterval(() => {
      const run = runOnce(database, job, log).finally(() => running.delete(run));
      running.add(run);
    }, job.everyMs),
  );
  return async () => {
    timers.forEach(clearInterval);
    await Promise.allSettled(running);
  };
}

export async function runOnce(database: Database, job: Job, log: FastifyBaseLogger): Promise<void> {
  // Never rejects: a run that cannot reach the database (lost connection, engine restarting) is logged and
  // the next round tries again; a rejection here would go unhandled from the timer and end the process.
  let client: PoolClient | undefined;
  let broken = false;
  try {
    client = await database.pool.connect();
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      job.lockKey,
    ]);
    if (!rows[0]?.locked) return;
    try {
      const affected = await job.run(drizzle(client, { schema }));
      if (affected) log.info({ job: job.name, affected }, 'job done');
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [job.lockKey]);
    }
  } catch (err) {
    // A connection that failed may still hold the session's advisory lock: close it rather than reuse it.
    broken = true;
    if (isConnectionLost(err))
      log.warn({ err: (err as Error).message, job: job.name }, 'job skipped: database unavailable');
    else log.error({ err, job: job.name }, 'job failed');
  } finally {
    client?.release(broken);
  }
}
