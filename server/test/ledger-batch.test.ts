import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../../contract/codes';
import { moveCoins } from '../domains/wallet/ledger';
import { moveCoinsMany, shortOfCoins, type CoinMove } from '../domains/wallet';
import { signUp, signUpAdmin, startTestApp, type TestApp } from './harness';
import { balanceAndLedger, playerWithCoins } from './wallet-support';

// moveCoinsMany: several players' coin moves in one statement, with moveCoins's rules.

let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpAdmin(t);
});
afterAll(async () => t?.close());

const batch = (moves: CoinMove[]) => t.database.db.transaction((tx) => moveCoinsMany(tx, moves));
const ledgerRows = async (userId: number, ref: string) =>
  (
    await t.database.db.execute<{ amount: number; balance_after: number; reason: string }>(
      sql`SELECT amount, balance_after, reason FROM coin_ledger WHERE user_id = ${userId} AND ref = ${ref}`,
    )
  ).rows;

describe('moveCoinsMany', () => {
  it('applies every move once, with balance_after, and a replay applies nothing', async () => {
    const [a, b, c] = await Promise.all([playerWithCoins(t, admin.token, 50), signUp(t.app), signUp(t.app)]);
    const ref = `batch:${randomUUID()}`;
    const moves = [
      { userId: a.user.id, amount: -20, reason: 'battleEntry', ref },
      { userId: b.user.id, amount: 7, reason: 'battleWon', ref },
      { userId: c.user.id, amount: -10, reason: 'battleEntry', ref },
    ];
    expect(await batch(moves)).toEqual([
      { applied: true, balance: 30 },
      { applied: true, balance: 17 },
      { applied: true, balance: 0 },
    ]);
    expect(await ledgerRows(a.user.id, ref)).toEqual([
      { amount: -20, balance_after: 30, reason: 'battleEntry' },
    ]);
    expect(await ledgerRows(b.user.id, ref)).toEqual([{ amount: 7, balance_after: 17, reason: 'battleWon' }]);

    // Replayed whole, and replayed next to a new move: only the new one is applied.
    expect(await batch(moves)).toEqual([
      { applied: false, balance: 30 },
      { applied: false, balance: 17 },
      { applied: false, balance: 0 },
    ]);
    const other = `batch:${randomUUID()}`;
    expect(await batch([moves[0]!, { ...moves[1]!, ref: other }])).toEqual([
      { applied: false, balance: 30 },
      { applied: true, balance: 24 },
    ]);
    for (const [user, coins, entries] of [
      [a, 30, 3],
      [b, 24, 3],
      [c, 0, 2],
    ] as const)
      expect(await balanceAndLedger(t, user.user.id)).toEqual({ coins, ledger: coins, entries });
  });

  it('refuses the whole batch when one debit would go below zero, naming that player, and writes nothing', async () => {
    const [rich, poor] = await Promise.all([playerWithCoins(t, admin.token, 100), signUp(t.app)]);
    const ref = `batch:${randomUUID()}`;
    // Caught inside the transaction, which then commits: the statement itself must have written nothing.
    const refused = await t.database.db.transaction(async (tx) =>
      moveCoinsMany(tx, [
        { userId: rich.user.id, amount: -5, reason: 'battleEntry', ref },
        { userId: poor.user.id, amount: -11, reason: 'battleEntry', ref },
      ]).catch((err: unknown) => err),
    );
    expect(refused).toMatchObject({ code: codes.notEnoughCoins });
    expect(shortOfCoins(refused)).toBe(poor.user.id);
    expect(await balanceAndLedger(t, rich.user.id)).toEqual({ coins: 100, ledger: 100, entries: 2 });
    expect(await balanceAndLedger(t, poor.user.id)).toEqual({ coins: 10, ledger: 10, entries: 1 });

    await expect(batch([{ userId: 2 ** 31 - 1, amount: 5, reason: 'battleWon', ref }])).rejects.toMatchObject(
      {
        code: codes.userMissing,
      },
    );
    await expect(
      batch([
        { userId: rich.user.id, amount: 1, reason: 'battleWon', ref },
        { userId: rich.user.id, amount: 2, reason: 'battleWon', ref: `${ref}:2` },
      ]),
    ).rejects.toThrow(/two coin moves/);
  });

  // PostgreSQL only: the embedded engine runs one transaction at a time, so a batch cannot start while
  // another transaction holds the player's row.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'pays a debit from a credit committed while the batch waited for the lock (not from its older snapshot)',
    async () => {
      const player = await signUp(t.app); // 10 welcome coins
      const id = player.user.id;
      let commitCredit!: () => void;
      const held = new Promise<void>((resolve) => (commitCredit = resolve));
      let locked!: () => void;
      const creditLocked = new Promise<void>((resolve) => (locked = resolve));
      const credit = t.database.db.transaction(async (tx) => {
        await moveCoins(tx, id, 20, 'test', `credit:${randomUUID()}`);
        locked();
        await held;
      });
      await creditLocked;
      // The batch's statement takes its snapshot now (10 coins) and waits for the credit's lock.
      const debit = batch([{ userId: id, amount: -25, reason: 'test', ref: `debit:${randomUUID()}` }]);
      for (;;) {
        const { rows } = await t.database.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%coin_ledger%'`,
        );
        if (rows[0]!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      commitCredit();
      await credit;
      // 30 - 25: paid from the balance the lock saw, not refused by CHECK (coins >= 0) from 10 - 25.
      expect(await debit).toEqual([{ applied: true, balance: 5 }]);
      expect(await balanceAndLedger(t, id)).toEqual({ coins: 5, ledger: 5, entries: 3 });
    },
  );

  it('keeps balance = sum(ledger) >= 0 with single moves and batches racing over the same players', async () => {
    const players = await Promise.all([0, 1, 2].map(() => playerWithCoins(t, admin.token, 40)));
    const ids = players.map((p) => p.user.id);
    const applied = new Map<number, number>(ids.map((id) => [id, 40]));
    const runs: Promise<void>[] = [];
    for (let i = 0; i < 12; i++) {
      const amount = i % 3 === 0 ? 9 : -7;
      const ref = `race:${randomUUID()}`;
      // A batch over all three (in a different order each time) next to one single move.
      const order = i % 2 ? [...ids].reverse() : ids;
      runs.push(
        batch(order.map((userId) => ({ userId, amount, reason: 'test', ref }))).then(
          (results) =>
            results.forEach((r, k) => {
              if (r.applied) applied.set(order[k]!, applied.get(order[k]!)! + amount);
            }),
          (err: unknown) => void expect(err).toMatchObject({ code: codes.notEnoughCoins }),
        ),
        t.database.db
          .transaction((tx) => moveCoins(tx, ids[i % 3]!, amount, 'test', `single:${ref}`))
          .then(
            (r) => void applied.set(ids[i % 3]!, applied.get(ids[i % 3]!)! + (r.applied ? amount : 0)),
            (err: unknown) => void expect(err).toMatchObject({ code: codes.notEnoughCoins }),
          ),
      );
    }
    // The same credit batch twice at once: applied exactly once per player.
    const twice = ids.map((userId) => ({ userId, amount: 3, reason: 'test', ref: `twice:${ids[0]}` }));
    const [first, second] = await Promise.all([batch(twice), batch(twice)]);
    await Promise.all(runs);
    ids.forEach((id, k) => {
      expect([first[k]!.applied, second[k]!.applied].filter(Boolean)).toHaveLength(1);
      applied.set(id, applied.get(id)! + 3);
    });
    for (const id of ids) {
      const { coins, ledger } = await balanceAndLedger(t, id);
      expect(coins).toBe(ledger);
      expect(coins).toBe(applied.get(id));
      expect(coins).toBeGreaterThanOrEqual(0);
    }
  });
});
