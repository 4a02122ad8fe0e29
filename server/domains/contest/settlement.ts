import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { attempts } from '../play/schema';
import { badgeEvent } from '../badge';
import { notify } from '../notification';
import { gradeAsItStands, readRules, type Rules } from '../play';
import { SettingsStore } from '../settings';
import { moveCoins } from '../wallet';
import { placeFinishers } from './ranking';
import { contestEntries, contestPrizes, contests } from './schema';

/**
 * Settles every contest that has ended and whose every attempt is over (answered to the end, or past
 * its own deadline): ranks and pays it once. Exactly-once stands on the conditional flip of settled_at in
 * the transaction that pays (a second run, a restarted process or a second process finds it set and
 * pays nothing), with the ledger's (player, ref) key behind it; the job's advisory lock keeps two
 * processes from even trying at once.
 */
export async function settleContests(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: contests.id })
    .from(contests)
    .where(and(isNull(contests.settledAt), lte(contests.endsAt, now)))
    .orderBy(asc(contests.endsAt));
  if (due.length === 0) return 0;
  const rules = await readRules(new SettingsStore(db));
  let settled = 0;
  for (const { id } of due) {
    const playing = await db.execute(sql`
      SELECT 1 FROM contest_entries e JOIN attempts a ON a.id = e.attempt_id
      WHERE e.contest_id = ${id} AND a.status = 'open' AND a.deadline_at > ${now.toISOString()} LIMIT 1`);
    if (playing.rows.length > 0) continue;
    if (await db.transaction((tx) => settleOne(tx, rules, id))) settled++;
  }
  return settled;
}

async function settleOne(tx: Tx, rules: Rules, contestId: number): Promise<boolean> {
  const [contest] = await tx
    .update(contests)
    .set({ settledAt: new Date() })
    .where(and(eq(contests.id, contestId), isNull(contests.settledAt)))
    .returning();
  if (!contest) return false;

  // Attempts left open are graded as they stand: what was answered counts, the rest is wrong.
  const unfinished = await tx
    .select({ attemptId: contestEntries.attemptId })
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), isNull(contestEntries.finishedAt)));
  if (unfinished.length > 0) {
    const open = await tx
      .select()
      .from(attempts)
      .where(
        inArray(
          attempts.id,
          unfinished.map((u) => u.attemptId),
        ),
      )
      .orderBy(asc(attempts.id))
      .for('update');
    for (const attempt of open) await gradeAsItStands(tx, rules, attempt);
  }

  const finishers = await tx
    .select({
      userId: contestEntries.userId,
      score: contestEntries.score,
      finishedAt: contestEntries.finishedAt,
    })
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), isNotNull(contestEntries.finishedAt)));
  const prizes = await tx.select().from(contestPrizes).where(eq(contestPrizes.contestId, contestId));
  const placed = placeFinishers(
    finishers.map((f) => ({ ...f, finishedAt: f.finishedAt! })),
    new Map(prizes.map((p) => [p.rank, p.coins])),
  );
  for (const p of placed) {
    await tx
      .update(contestEntries)
      .set({ rank: p.rank, prize: p.prize })
      .where(and(eq(contestEntries.contestId, contestId), eq(contestEntries.userId, p.userId)));
    if (p.prize > 0) {
      await moveCoins(tx, p.userId, p.prize, 'wonContest', `contest:${contestId}:won`);
      await notify(tx, p.userId, {
        type: 'contest_won',
        typeId: String(contestId),
        title: `You won ${p.prize} coins in ${contest.name}`,
        message: `Rank ${p.rank}: the prize is in your coin history.`,
        params: { contest: contest.name, coins: String(p.prize), rank: String(p.rank) },
        push: { kind: 'contest', url: '/contest-play/', tag: `contest-won-${contestId}` },
      });
    }
    // Most Wanted is the winner's badge: first place (shared when tied).
    if (p.rank === 1) await badgeEvent(tx, p.userId, { kind: 'contest_won', contestId });
  }
  return true;
}
