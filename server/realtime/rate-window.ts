/**
 * A per-key budget of events per minute, in memory. Room codes are short, so joins (code guesses)
 * are limited per player; with several processes each keeps its own window, which still bounds a
 * guesser to (processes × budget) per minute.
 */
export class RateWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly perMinute: number,
    private readonly windowMs = 60_000,
  ) {}

  allow(key: string, now = Date.now()): boolean {
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.perMinute) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(now);
    return true;
  }

  private prune(now: number) {
    for (const [key, times] of this.hits)
      if (times.every((t) => now - t >= this.windowMs)) this.hits.delete(key);
  }
}
