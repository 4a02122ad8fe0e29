/**
 * Lets at most `max` of some transactions run at once; the rest wait here, in order. Room starts (entry
 * fees) and settlements (payouts) each hold a database connection for a dozen round trips: a burst of
 * them — many rooms starting or ending together — queued every answer behind them, on the embedded
 * engine's single connection for hundreds of milliseconds. Gated, they leave the pool's other
 * connections (or, on the embedded engine, every other turn of its one) to the answers.
 */
export class TransactionGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  /** `before`: what a transaction waits for once its turn has come (the answers' batches: see whenIdle). */
  constructor(
    private readonly max: number,
    private readonly before: () => Promise<void> = () => Promise.resolve(),
  ) {}

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running < this.max) this.running += 1;
    // A finishing transaction hands its place to the next in line (the count stays).
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      await this.before();
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
