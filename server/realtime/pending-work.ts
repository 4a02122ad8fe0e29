import type { FastifyBaseLogger } from 'fastify';

/**
 * The socket work under way (events being handled, departures being recorded), so that a shutdown can
 * let it finish before it closes the database and Redis it needs. Tracked promises never reject here:
 * each caller handles its own errors.
 */
export class PendingWork {
  private readonly running = new Set<Promise<unknown>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  track<T>(promise: Promise<T>): Promise<T> {
    this.running.add(promise);
    const forget = () => this.running.delete(promise);
    promise.then(forget, forget);
    return promise;
  }

  /** Resolves once nothing is running (work started meanwhile included), or after `limitMs` at most. */
  async settled(limitMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), limitMs);
    });
    try {
      while (this.running.size > 0) {
        const next = await Promise.race([Promise.allSettled([...this.running]), limit]);
        if (next === 'late') {
          this.log.warn({ running: this.running.size }, 'shutting down with socket work still running');
          return;
        }
      }
    } finally {
      clearTimeout(timer);
    }
  }
}
