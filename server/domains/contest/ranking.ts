/**
 * The contest's final order and prizes, pure (unit-tested in ranking.test.ts). Rules (issue 16, reference
 * §3.8): score first, then the earlier finisher; players with the same score and the same finishing
 * instant share a rank, and a tied group occupying positions k…k+n−1 splits the prizes of those
 * positions equally, floored (the group battle's split rule, §3.9).
 */

export interface Finisher {
  userId: number;
  score: number;
  finishedAt: Date;
}

export interface Placed extends Finisher {
  rank: number;
  prize: number;
}

const tied = (a: Finisher, b: Finisher) =>
  a.score === b.score && a.finishedAt.getTime() === b.finishedAt.getTime();

export function byStanding(a: Finisher, b: Finisher): number {
  return b.score - a.score || a.finishedAt.getTime() - b.finishedAt.getTime() || a.userId - b.userId;
}

/** Ranks and prizes for every finisher; `prizes` maps a rank (1 = winner) to its coins. */
export function placeFinishers(finishers: Finisher[], prizes: Map<number, number>): Placed[] {
  const sorted = [...finishers].sort(byStanding);
  const placed: Placed[] = [];
  let start = 0;
  while (start < sorted.length) {
    let end = start + 1;
    while (end < sorted.length && tied(sorted[start]!, sorted[end]!)) end++;
    // Positions start+1 … end share their prizes.
    let pot = 0;
    for (let position = start + 1; position <= end; position++) pot += prizes.get(position) ?? 0;
    const share = Math.floor(pot / (end - start));
    for (let i = start; i < end; i++) placed.push({ ...sorted[i]!, rank: start + 1, prize: share });
    start = end;
  }
  return placed;
}
