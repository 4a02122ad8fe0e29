import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import type { Server } from 'socket.io';

/** The URL as it may appear in a message: without its password. */
function shown(url: string) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * Lets several server processes share rooms: the pub/sub pair is connected before the server listens,
 * and a Redis that cannot be reached at start stops the server instead of leaving it half-shared.
 * Once connected, a lost connection is retried (events meanwhile reach only this process's sockets).
 * Returns the function that closes both connections.
 */
export async function attachRedisAdapter(
  io: Server,
  url: string,
  key: string,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  let connected = false;
  const pub = createClient({
    url,
    socket: {
      connectTimeout: 5_000,
      reconnectStrategy: (retries: number, cause: Error) =>
        connected ? Math.min(100 * 2 ** retries, 5_000) : cause,
    },
  });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) {
    // Without a listener an 'error' event would crash the process; failures at start are thrown below.
    client.on('error', (err: unknown) => {
      if (connected) log.error({ err }, 'redis connection failed');
    });
  }
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (err) {
    for (const client of [pub, sub]) if (client.isOpen) client.destroy();
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`Cannot connect to Redis at ${shown(url)} (REDIS_URL): ${reason}`);
  }
  connected = true;
  // The adapter publishes without awaiting (broadcasts, its answers to other processes' requests): a
  // publish that fails — Redis gone, or a request answered while this process shuts down — would be a
  // rejection nobody catches, which ends the process. Such a message has nobody left to reach: log it.
  const publish = pub.publish.bind(pub);
  (pub as { publish: typeof publish }).publish = ((...args: Parameters<typeof publish>) =>
    publish(...args).catch((err: unknown) => {
      if (connected) log.error({ err }, 'redis publish failed');
      return 0;
    })) as typeof publish;
  io.adapter(createAdapter(pub, sub, { key }));
  return async () => {
    connected = false;
    // Stop hearing other processes first, so no request arrives while the connections close.
    await Promise.allSettled([sub.unsubscribe(), sub.pUnsubscribe()]);
    await Promise.allSettled([pub.close(), sub.close()]);
  };
}
