import { sendDueBroadcasts } from '../domains/notification';
import type { PushService } from '../domains/push';
import type { Job } from './job-runner';

/**
 * Scheduled broadcasts (issue 17) go out within a minute of their time, each exactly once (the
 * conditional update in deliverBroadcast), then are pushed with the server's push service.
 */
export const broadcastsJob = (push: PushService, everyMs = 30_000): Job => ({
  name: 'broadcasts',
  lockKey: 7_265_971,
  everyMs,
  run: (db) => sendDueBroadcasts(db, push),
});
