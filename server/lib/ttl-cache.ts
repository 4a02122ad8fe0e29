/**
 * A small in-process cache for data every player reads and an admin rarely changes (the catalogue).
 * Concurrent misses share one load. Several processes each keep their own copy, converging within the TTL.
 */
export class TtlCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(private readonly ttlMs: number) {}

  /** After an editor's change in this process: every next read loads afresh. */
  clear(): void {
    this.entries.clear();
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value as Promise<T>;
    // Resolved into a real promise: Drizzle's query builders are thenables that run again on every await.
    const value = Promise.resolve().then(load);
    this.entries.set(key, { at: Date.now(), value });
    // A failed load must not be served from the cache.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** After an operator's change to what the key holds: the next read loads it again. */
  forget(key: string): void {
    this.entries.delete(key);
  }
}
