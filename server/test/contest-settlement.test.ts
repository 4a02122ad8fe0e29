import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContestAttempt, ContestBoard, ContestReview } from '../../contract';
import { codes } from '../../contract/codes';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { settleContests } from '../domains/contest';
import { contestJob } from '../jobs/contests';
import { runOnce } from '../jobs/job-runner';
import { ok, signUp, signUpAdmin, startTestApp, type TestApp } from './harness';
import {
  call,
  endContest,
  ledgerOf,
  makeContest,
  playContest,
  runContestJob,
  seen,
  startContest,
} from './contest-support';
import { answerKey } from './play-helpers';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await signUpAdmin(t)).token;
});
afterAll(() => t?.close());

/** Every `answer` and `note` field in a body, wherever it is nested. */
function revealed(body: unknown, out: string[] = []): string[] {
  if (Array.isArray(body)) body.forEach((b) => revealed(b, out));
  else if (body && typeof body === 'object')
    for (const [key, value] of Object.entries(body)) {
      if ((key === 'answer' || key === 'note') && value !== '') out.push(`${key}=${JSON.stringify(value)}`);
      else revealed(value, out);
    }
  return out;
}

const setFinished = (contestId: number, userId: number, at: string) =>
  t.database.db.execute(
    sql`UPDATE contest_entries SET finished_at = ${at} WHERE contest_id = ${contestId} AND user_id = ${userId}`,
  );

describe('a contest from start to settlement', () => {
  it('ranks by score then finish, splits a tie, pays once, and never shows an answer before the end', async () => {
    seen.length = 0;
    const c = await makeContest(t, admin, { fee: 2 });
    // One after the other: a shared rank lists its players by id.
    const players = [];
    for (const name of ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Fi']) players.push(await signUp(t.app, name));
    const [a, b, c1, c2, late, watcher] = players;
    const play = async (p: { token: string }, right: number) => {
      const attempt = (await startContest(t, p.token, c.id)).body.data as ContestAttempt;
      return { attempt, ...(await playContest(t, p.token, attempt, right)) };
    };
    await play(a!, 4); // 16
    await play(b!, 3); // 8
    await play(c1!, 3); // 8
    await play(c2!, 3); // 8
    // Bo finished first among the 8s; Cy and Di at the same instant, later: they share third place.
    await setFinished(c.id, b!.user.id, '2030-01-01T00:00:00Z');
    await setFinished(c.id, c1!.user.id, '2030-01-01T00:00:05Z');
    await setFinished(c.id, c2!.user.id, '2030-01-01T00:00:05Z');
    // Ed answers one question right and never finishes.
    const open = (await startContest(t, late!.token, c.id)).body.data as ContestAttempt;
    const key = await answerKey(t.database, open.attempt_id);
    await call(
      t,
      'answer_question',
      {
        attempt_id: open.attempt_id,
        question_id: open.questions[0]!.id,
        answer: key.get(open.questions[0]!.id),
      },
      late!.token,
    );
    // Everything a player can read while the contest is live.
    await call(t, 'get_contest', {}, watcher!.token);
    await call(t, 'get_contest_leaderboard', { contest_id: c.id }, a!.token);
    await call(t, 'get_contest_review', { contest_id: c.id }, a!.token);
    const board = (
      await call(t, 'get_contest_leaderboard', { contest_id: c.id, offset: 1, limit: 1 }, c2!.token)
    ).body;
    const live = board.data as ContestBoard;
    expect(board.total).toBe(4);
    expect(live.top_three_ranks.map((r) => [r.name, r.user_rank])).toEqual([
      ['Ada', 1],
      ['Bo', 2],
      ['Cy', 3],
      ['Di', 3],
    ]);
    expect(live.data.map((r) => r.name)).toEqual(['Bo']);
    expect(live.my_rank?.user_rank).toBe(3);
    expect(seen.length).toBeGreaterThan(20);
    expect(seen.flatMap((body) => revealed(body))).toEqual([]);

    // The job waits while Ed's attempt can still be answered, even after the end.
    await endContest(t, c.id);
    await runContestJob(t);
    const [{ settled }] = (
      await t.database.db.execute<{ settled: boolean }>(
        sql`SELECT settled_at IS NOT NULL AS settled FROM contests WHERE id = ${c.id}`,
      )
    ).rows as [{ settled: boolean }];
    expect(settled).toBe(false);
    await t.database.db.execute(
      sql`UPDATE attempts SET deadline_at = now() - interval '1 second' WHERE id = ${open.attempt_id}`,
    );
    await runContestJob(t);
    await runContestJob(t);

    expect(await ledgerOf(t, a!.user.id, 'wonContest')).toEqual([
      { amount: 100, ref: `contest:${c.id}:won` },
    ]);
    expect((await ledgerOf(t, b!.user.id, 'wonContest')).map((l) => l.amount)).toEqual([50]);
    expect((await ledgerOf(t, c1!.user.id, 'wonContest')).map((l) => l.amount)).toEqual([12]);
    expect((await ledgerOf(t, c2!.user.id, 'wonContest')).map((l) => l.amount)).toEqual([12]);
    expect(await ledgerOf(t, late!.user.id, 'wonContest')).toEqual([]);

    const final = await ok(t.app, 'get_contest_leaderboard', { contest_id: c.id }, late!.token);
    expect(final.data.map((r) => [r.name, r.user_rank, r.score, r.prize])).toEqual([
      ['Ada', 1, 16, 100],
      ['Bo', 2, 8, 50],
      ['Cy', 3, 8, 12],
      ['Di', 3, 8, 12],
      ['Ed', 5, 1 * 4 - 3 * 4, 0],
    ]);
    expect(final.contest.settled).toBe(true);
    expect(final.contest.my_rank).toBe(5);

    // The coin history shows the prize; the winner has Most Wanted and a notification.
    const history = await ok(t.app, 'get_tracker_data', {}, a!.token);
    expect(history.some((h) => h.reason === 'wonContest' && h.amount === 100)).toBe(true);
    const badges = await ok(t.app, 'get_user_badges', {}, a!.token);
    expect(badges.find((x) => x.type === 'most_wanted_winner')?.status).toBe(1);
    const secondBadges = await ok(t.app, 'get_user_badges', {}, b!.token);
    expect(secondBadges.find((x) => x.type === 'most_wanted_winner')?.status).toBe(0);
    const notes = await ok(t.app, 'get_notifications', {}, c1!.token);
    expect(notes.some((n) => n.type === 'contest_won' && n.params.coins === '12')).toBe(true);

    // After the end: the review with the right answers and notes, to players who played.
    const review = await ok(t.app, 'get_contest_review', { contest_id: c.id }, a!.token);
    expect((review as ContestReview).review).toHaveLength(4);
    expect(review.review.every((r) => r.answer !== '' && r.note !== '' && r.correct)).toBe(true);
    const edReview = await ok(t.app, 'get_contest_review', { contest_id: c.id }, late!.token);
    expect(edReview.review.filter((r) => r.correct)).toHaveLength(1);
    const stranger = await call(t, 'get_contest_review', { contest_id: c.id }, watcher!.token);
    expect(stranger.body.message).toBe(codes.contestNotPlayed);
  });
});

describe('settlement exactly once', () => {
  async function endedContestWithWinner() {
    const c = await makeContest(t, admin);
    const p = await signUp(t.app);
    const attempt = (await startContest(t, p.token, c.id)).body.data as ContestAttempt;
    await playContest(t, p.token, attempt, 4);
    await endContest(t, c.id);
    return { c, p };
  }

  it('a restarted app (a new instance on the same database) pays nothing more', async () => {
    const { c, p } = await endedContestWithWinner();
    await runContestJob(t);
    const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', RATE_LIMIT: 'off' });
    const again = await buildApp({ config, database: t.database, logger: false });
    await again.ready();
    await runOnce(t.database, contestJob(30_000), again.log);
    await again.close();
    expect((await ledgerOf(t, p.user.id, 'wonContest')).map((l) => l.ref)).toEqual([`contest:${c.id}:won`]);
  });

  it('two runs at once, with and without the advisory lock, pay once', async () => {
    const { p } = await endedContestWithWinner();
    // A second process on PostgreSQL: its own pool to the same database.
    const url = t.database.kind === 'postgres' ? (t.database.pool.options.connectionString ?? '') : '';
    const other = url ? await openDatabase({ url, dataDir: t.dataDir }) : t.database;
    try {
      await Promise.all([
        runOnce(t.database, contestJob(30_000), t.app.log),
        runOnce(other, contestJob(30_000), t.app.log),
        // Straight past the lock: the conditional flip alone must hold.
        settleContests(t.database.db),
        settleContests(other.db),
      ]);
    } finally {
      if (other !== t.database) await other.close();
    }
    expect(await ledgerOf(t, p.user.id, 'wonContest')).toHaveLength(1);
    const notes = await ok(t.app, 'get_notifications', {}, p.token);
    expect(notes.filter((n) => n.type === 'contest_won')).toHaveLength(1);
  });
});

describe('reminders and the operator', () => {
  it('a reminder is sent once when the contest starts, and only for an upcoming contest', async () => {
    const c = await makeContest(t, admin, { startsInMs: 3_600_000 });
    const p = await signUp(t.app);
    expect(await ok(t.app, 'set_contest_reminder', { contest_id: c.id, remind: '1' }, p.token)).toEqual({
      contest_id: c.id,
      reminded: true,
    });
    const lists = await ok(t.app, 'get_contest', {}, p.token);
    expect(lists.upcoming.find((x) => x.id === c.id)?.reminded).toBe(true);
    await runContestJob(t);
    const count = async () =>
      (await ok(t.app, 'get_notifications', {}, p.token)).filter((n) => n.type === 'contest_started').length;
    expect(await count()).toBe(0);
    await t.database.db.execute(
      sql`UPDATE contests SET starts_at = now() - interval '1 second' WHERE id = ${c.id}`,
    );
    await Promise.all([runContestJob(t), runContestJob(t)]);
    await runContestJob(t);
    expect(await count()).toBe(1);
    const live = await call(t, 'set_contest_reminder', { contest_id: c.id, remind: '1' }, p.token);
    expect(live.body.message).toBe(codes.contestNotUpcoming);
  });

  it('admin_create_contest is refused to a player and checks what it is given', async () => {
    const p = await signUp(t.app);
    const start = new Date(Date.now() + 60_000).toISOString();
    const fields = {
      name: 'Bad',
      language_id: 1,
      starts_at: start,
      ends_at: start,
      entry_fee: 0,
      prizes: JSON.stringify([
        { rank: 1, coins: 10 },
        { rank: 1, coins: 5 },
      ]),
      questions: JSON.stringify([{ question: 'Two same', options: ['x', 'x'], answer: 0 }]),
    };
    const refused = await call(t, 'admin_create_contest', fields, p.token);
    expect(refused.body.error).toBe(true);
    expect(refused.status).toBe(403);
    const invalid = await call(t, 'admin_create_contest', fields, admin);
    expect(invalid.body.message).toBe(codes.contestInvalid);
    expect(JSON.stringify(invalid.body)).toMatch(/end after it starts.*prize rank.*same/s);
  });
});
