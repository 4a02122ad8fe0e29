import type { FastifyBaseLogger } from 'fastify';

interface SweptSocket {
  data: unknown;
  disconnect(close?: boolean): void;
}

/**
 * Every `intervalMs`, closes this process's sockets whose session is no longer usable (revoked, expired,
 * or its account deactivated or deleted). Changes made by this server close sockets at once through
 * UserEvents; this catches the ones made elsewhere — an operator's command, another deployment's
 * process without Redis — within one interval. One query per sweep, whatever the number of sockets.
 * A database that cannot answer skips a sweep; the next one tries again.
 */
export function sweepSessions(
  localSockets: () => Promise<SweptSocket[]>,
  liveSessions: (ids: string[]) => Promise<Set<string>>,
  log: FastifyBaseLogger,
  intervalMs: number,
): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void (async () => {
      const sockets = await localSockets();
      const sessionOf = (s: SweptSocket) => (s.data as { sessionId?: string }).sessionId;
      const ids = [...new Set(sockets.map(sessionOf).filter((id): id is string => !!id))];
      const live = await liveSessions(ids);
      for (const socket of sockets) {
        const id = sessionOf(socket);
        if (id && !live.has(id)) socket.disconnect(true);
      }
    })()
      .catch((err: unknown) => log.warn({ err }, 'session sweep skipped'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
