import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContestAttempt, ContestLists } from '../../contract';
import { codes } from '../../contract/codes';
import { ok, signUp, signUpAdmin, startTestApp, type TestApp } from './harness';
import { call, endContest, ledgerOf, makeContest, playContest, startContest } from './contest-support';
import { answerKey } from './play-helpers';
import { grant, balanceAndLedger } from './wallet-support';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await signUpAdmin(t)).token;
});
afterAll(() => t?.close());

describe('contest lists', () => {
  it('shows the demo contests in their tabs, past ones to every player', async () => {
    const p = await signUp(t.app);
    const lists = (await call(t, 'get_contest', {}, p.token)).body.data as ContestLists;
    expect(lists.live.length).toBeGreaterThanOrEqual(2);
    expect(lists.upcoming.length).toBeGreaterThanOrEqual(1);
    expect(lists.past.length).toBeGreaterThanOrEqual(1);
    const past = lists.past.find((c) => c.name === 'Nature Night')!;
    expect(past.participants).toBe(5);
    expect(past.played).toBe(false);
    expect(lists.live.every((c) => c.language_id === 1)).toBe(true);
    expect(lists.live[0]!.image).toMatch(/^http:\/\/.+\/media\/categories\//);
    expect(lists.live[0]!.questions).toBeGreaterThanOrEqual(8);
    // French content: the French contest only.
    const fr = (await call(t, 'get_contest', { language_id: 3 }, p.token)).body.data as ContestLists;
    expect(fr.live.map((c) => c.language_id)).toEqual([3]);
    // Arabic content has its own live contest too.
    const ar = (await call(t, 'get_contest', { language_id: 2 }, p.token)).body.data as ContestLists;
    expect(ar.live.map((c) => c.language_id)).toEqual([2]);
  });

  it('lists every ended contest under Past in any content language, played where the player took part', async () => {
    const p = await signUp(t.app);
    const contest = await makeContest(t, admin, {});
    const attempt = (await startContest(t, p.token, contest.id)).body.data as ContestAttempt;
    await playContest(t, p.token, attempt, 1);
    await endContest(t, contest.id);
    const fr = (await call(t, 'get_contest', { language_id: 3 }, p.token)).body.data as ContestLists;
    expect(fr.past.find((c) => c.id === contest.id)).toMatchObject({ played: true, language_id: 1 });
    const other = await signUp(t.app);
    const theirs = (await call(t, 'get_contest', { language_id: 3 }, other.token)).body.data as ContestLists;
    expect(theirs.past.find((c) => c.id === contest.id)).toMatchObject({ played: false });
  });
});

describe('the window', () => {
  it('refuses before the start and after the end, and charges nothing', async () => {
    const p = await signUp(t.app);
    const upcoming = await makeContest(t, admin, { startsInMs: 3_600_000, fee: 5 });
    const before = await startContest(t, p.token, upcoming.id);
    expect(before.body.message).toBe(codes.contestNotStarted);
    const ended = await makeContest(t, admin, { fee: 5 });
    await endContest(t, ended.id);
    const after = await startContest(t, p.token, ended.id);
    expect(after.body.message).toBe(codes.contestEnded);
    expect((await balanceAndLedger(t, p.user.id)).coins).toBe(10);
  });
});

describe('entry fee and once-only', () => {
  it('debits the fee once, and a second start is refused', async () => {
    const p = await signUp(t.app);
    const c = await makeContest(t, admin, { fee: 7 });
    const first = await startContest(t, p.token, c.id);
    expect(first.body.error).toBe(false);
    const attempt = first.body.data as ContestAttempt;
    expect(attempt.coins).toBe(3);
    expect(attempt.questions).toHaveLength(1);
    expect(attempt.total_questions).toBe(4);
    const second = await startContest(t, p.token, c.id);
    expect(second.body.message).toBe(codes.alreadyPlayed);
    expect(await ledgerOf(t, p.user.id, 'playedContest')).toEqual([
      { amount: -7, ref: `contest:${c.id}:entry` },
    ]);
    const money = await balanceAndLedger(t, p.user.id);
    expect(money.coins).toBe(3);
    expect(money.ledger).toBe(3);
  });

  it('refuses a player short of coins and leaves the balance as it was', async () => {
    const p = await signUp(t.app);
    const c = await makeContest(t, admin, { fee: 11 });
    const res = await startContest(t, p.token, c.id);
    expect(res.body.message).toBe(codes.notEnoughCoins);
    expect((await balanceAndLedger(t, p.user.id)).coins).toBe(10);
    // Not played: with the coins they can still enter.
    await grant(t, admin, p.user.id, 1);
    expect((await startContest(t, p.token, c.id)).body.error).toBe(false);
    expect((await balanceAndLedger(t, p.user.id)).coins).toBe(0);
  });

  it('concurrent starts: one entry, one debit', async () => {
    const p = await signUp(t.app);
    const c = await makeContest(t, admin, { fee: 2 });
    const all = await Promise.all(Array.from({ length: 6 }, () => startContest(t, p.token, c.id)));
    expect(all.filter((r) => r.body.error === false)).toHaveLength(1);
    expect(all.filter((r) => r.body.message === codes.alreadyPlayed)).toHaveLength(5);
    expect(await ledgerOf(t, p.user.id, 'playedContest')).toHaveLength(1);
    expect((await balanceAndLedger(t, p.user.id)).coins).toBe(8);
  });
});

describe('one question at a time', () => {
  it('refuses an answer to a question not served yet, and each verdict brings the next', async () => {
    const p = await signUp(t.app);
    const c = await makeContest(t, admin);
    const attempt = (await startContest(t, p.token, c.id)).body.data as ContestAttempt;
    const key = await answerKey(t.database, attempt.attempt_id);
    const ids = [...key.keys()];
    const first = attempt.questions[0]!;
    const unserved = ids.find((id) => id !== first.id)!;
    const early = await call(
      t,
      'answer_question',
      { attempt_id: attempt.attempt_id, question_id: unserved, answer: key.get(unserved) },
      p.token,
    );
    expect(early.body.message).toBe(codes.questionNotServed);
    const verdict = await ok(
      t.app,
      'answer_question',
      { attempt_id: attempt.attempt_id, question_id: first.id, answer: key.get(first.id) },
      p.token,
    );
    expect(verdict.correct).toBe(true);
    expect(verdict.answer).toBe('');
    expect(verdict.next).toBeDefined();
    expect(verdict.next!.id).not.toBe(first.id);
    const again = await call(
      t,
      'answer_question',
      { attempt_id: attempt.attempt_id, question_id: first.id, answer: key.get(first.id) },
      p.token,
    );
    expect(again.body.message).toBe(codes.questionAnswered);
  });

  it('scores right × 4 − wrong × 4 and shows no review before the end', async () => {
    const p = await signUp(t.app);
    const c = await makeContest(t, admin);
    const attempt = (await startContest(t, p.token, c.id)).body.data as ContestAttempt;
    const { verdicts, result } = await playContest(t, p.token, attempt, 3);
    expect(verdicts.map((v) => v.correct)).toEqual([true, true, true, false]);
    expect(verdicts.at(-1)!.next).toBeUndefined();
    const data = result.data as { earned_score: number; earned_coins: number; review: unknown[] };
    expect(data.earned_score).toBe(3 * 4 - 1 * 4);
    expect(data.earned_coins).toBe(0);
    expect(data.review).toEqual([]);
    const review = await call(t, 'get_contest_review', { contest_id: c.id }, p.token);
    expect(review.body.message).toBe(codes.contestNotEnded);
    const board = await ok(t.app, 'get_contest_leaderboard', { contest_id: c.id }, p.token);
    expect(board.my_rank?.score).toBe(8);
    expect(board.contest.my_score).toBe(8);
    expect(board.contest.my_rank).toBe(1);
  });
});
