import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { deliverDueBroadcasts, pushBroadcast } from '../domains/notification';
import type { PushService } from '../domains/push';
import type { Job } from './job-runner';

/**
 * Scheduled broadcasts (issue 17) go out within half a minute of their time, each exactly once (the
 * conditional update in deliverBroadcast). Their pushes leave after the run, on the shared pool: the
 * run's own connection holds the job's lock (and is the embedded engine's only one) until it returns.
 * `pushed` collects them so a test can wait for them.
 */
export const broadcastsJob = (
  push: PushService,
  db: Db,
  log: FastifyBaseLogger,
  pushed: Promise<unknown>[] = [],
  everyMs = 30_000,
): Job => ({
  name: 'broadcasts',
  lockKey: 7_265_971,
  everyMs,
  async run(jobDb) {
    const delivered = await deliverDueBroadcasts(jobDb);
    for (const one of delivered)
      pushed.push(
        pushBroadcast(db, push, one).catch((err: unknown) =>
          log.warn({ err, broadcast: one.row.id }, 'broadcast push counts not saved'),
        ),
      );
    return delivered.length;
  },
});
