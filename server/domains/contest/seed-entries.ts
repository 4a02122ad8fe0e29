import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client';
import { contestEntries } from './schema';

/** Finished entries written directly, for the demo data's ended contest (its players never played live). */
export async function seedFinishedEntries(
  tx: Tx,
  contestId: number,
  entries: {
    userId: number;
    score: number;
    correct: number;
    answered: number;
    startedAt: Date;
    finishedAt: Date;
  }[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx
    .insert(contestEntries)
    .values(entries.map((e) => ({ ...e, contestId, attemptId: randomUUID(), review: [] })))
    .onConflictDoNothing();
}
