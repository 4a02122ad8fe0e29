import { describe, expect, it } from 'vitest';
import { TransactionGate } from '../domains/battle/transaction-gate';

/** The gate that keeps fee and payout transactions from crowding answers out of the database pool. */
describe('transaction gate', () => {
  it('runs at most `max` at once, the waiting ones in order, and frees a place when one fails', async () => {
    const gate = new TransactionGate(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) =>
      gate.run(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(n);
        await new Promise((r) => setTimeout(r, 5));
        running -= 1;
        if (n === 1) throw new Error('payout failed');
        return n;
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map(task));
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((r) => r.status)).toEqual(['rejected', ...Array(5).fill('fulfilled')]);
    // Every place came back: two more run together at once.
    most = 0;
    await Promise.all([task(7), task(8)]);
    expect(most).toBe(2);
    expect(order.slice(-2)).toEqual([7, 8]);
  });
});
