import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attempt } from '../../contract';
import { badgesOf } from './badge-support';
import { ok, signUp, startTestApp, type TestApp } from './harness';
import { startLevel, submit } from './play-helpers';

// Badges a played set unlocks (points, first game, speed, correct answers, earned coins); the streaks,
// referral, battle and contest badges and claiming are in badges-events.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const badges = (token: string) => badgesOf(t, token);

/** Plays quiz zone levels 1..n of the first subcategory with `correct` right answers each. */
async function playLevels(token: string, n: number, correct = 10) {
  let last;
  for (let level = 1; level <= n; level++)
    last = await submit(t.app, t.database, token, await startLevel(t.app, token, level), correct);
  return last!;
}

const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

/** Test setup only: coins from a source that has no action yet (contest prizes), through a ledger row. */
async function giveEarnedCoins(userId: number, coins: number) {
  await exec(sql`UPDATE users SET coins = coins + ${coins} WHERE id = ${userId}`);
  await exec(sql`INSERT INTO coin_ledger (user_id, amount, reason, ref, balance_after)
    SELECT ${userId}, ${coins}, 'wonContest', ${`test:${Math.random()}`}, coins FROM users WHERE id = ${userId}`);
}

async function backdateAttempt(attempt: Attempt, seconds: number) {
  await exec(
    sql`UPDATE attempts SET created_at = created_at - make_interval(secs => ${seconds}) WHERE id = ${attempt.attempt_id}`,
  );
}

// First, while nobody has points yet: the leader is the only player with the most points.
describe('Ultimate Player', () => {
  it('unlocks for the player with the most points once they reach 100, not for one who only ties', async () => {
    const leader = await signUp(t.app);
    const twoLevels = await playLevels(leader.token, 2);
    expect(twoLevels.score).toBe(80);
    expect(twoLevels.badges).not.toContain('ultimate_player');
    expect((await badges(leader.token)).ultimate_player).toMatchObject({
      status: 0,
      progress: 80,
      goal: 100,
    });
    const third = await submit(t.app, t.database, leader.token, await startLevel(t.app, leader.token, 3), 10);
    expect(third.score).toBe(120);
    expect(third.badges).toContain('ultimate_player');

    const follower = await signUp(t.app);
    const tie = await playLevels(follower.token, 3);
    expect(tie.score).toBe(120);
    expect(tie.badges).not.toContain('ultimate_player');
    expect((await badges(follower.token)).ultimate_player.status).toBe(0);
  });
});

describe('Dashing Debut', () => {
  it('unlocks with the first quiz zone game, even a lost one, and notifies once', async () => {
    const { token } = await signUp(t.app);
    expect((await badges(token)).dashing_debut).toMatchObject({ status: 0, progress: 0, goal: 1 });
    const lost = await submit(t.app, t.database, token, await startLevel(t.app, token), 0);
    expect(lost.passed).toBe(false);
    expect(lost.badges).toEqual(['dashing_debut']);
    expect((await badges(token)).dashing_debut).toMatchObject({ status: 1, progress: 1, badge_reward: 2 });
    const again = await submit(t.app, t.database, token, await startLevel(t.app, token), 0);
    expect(again.badges).toEqual([]);
    const list = await ok(t.app, 'get_notifications', {}, token);
    expect(list.filter((n) => n.type === 'badge')).toMatchObject([
      { type_id: 'dashing_debut', unread: true },
    ]);
  });

  it('does not unlock from another mode', async () => {
    const { token } = await signUp(t.app);
    const daily = await ok(t.app, 'get_daily_quiz', { gmt_format: '+00:00' }, token);
    const result = await submit(t.app, t.database, token, daily, 0);
    expect(result.badges).not.toContain('dashing_debut');
    expect((await badges(token)).dashing_debut.status).toBe(0);
  });
});

describe('Brainiac, Super Sonic and Flashback', () => {
  it('a fast set of 10 all correct without lifelines earns all three', async () => {
    const { token } = await signUp(t.app);
    const result = await submit(t.app, t.database, token, await startLevel(t.app, token), 10);
    expect(result.badges).toEqual(expect.arrayContaining(['brainiac', 'super_sonic', 'flashback']));
  });

  it('one wrong answer earns none of them', async () => {
    const { token } = await signUp(t.app);
    const result = await submit(t.app, t.database, token, await startLevel(t.app, token), 9);
    expect(result.badges).not.toEqual(expect.arrayContaining(['brainiac']));
    expect(result.badges).not.toContain('super_sonic');
    expect(result.badges).not.toContain('flashback');
  });

  it('a lifeline keeps Brainiac locked but not the speed badges', async () => {
    const { token, user } = await signUp(t.app);
    await giveEarnedCoins(user.id, 40);
    const attempt = await startLevel(t.app, token);
    await ok(
      t.app,
      'use_lifeline',
      { attempt_id: attempt.attempt_id, question_id: attempt.questions[0]!.id, lifeline: 'fifty_fifty' },
      token,
    );
    const result = await submit(t.app, t.database, token, attempt, 10);
    expect(result.badges).not.toContain('brainiac');
    expect(result.badges).toEqual(expect.arrayContaining(['super_sonic', 'flashback']));
  });

  it('a slow first answer (100 s) keeps Super Sonic locked; 10 s per question on average still earns Flashback', async () => {
    const { token } = await signUp(t.app);
    const attempt = await startLevel(t.app, token);
    await backdateAttempt(attempt, 100);
    const result = await submit(t.app, t.database, token, attempt, 10);
    expect(result.badges).not.toContain('super_sonic');
    expect(result.badges).toEqual(expect.arrayContaining(['flashback', 'brainiac']));
  });

  it('a set that took 10 minutes earns neither speed badge', async () => {
    const { token } = await signUp(t.app);
    const attempt = await startLevel(t.app, token);
    await backdateAttempt(attempt, 600);
    const result = await submit(t.app, t.database, token, attempt, 10);
    expect(result.badges).not.toContain('super_sonic');
    expect(result.badges).not.toContain('flashback');
  });

  it('sets shorter than 5 questions never count', async () => {
    const { token } = await signUp(t.app);
    const attempt = await startLevel(t.app, token);
    await exec(sql`UPDATE attempts SET questions = jsonb_path_query_array(questions, '$[0 to 3]')
      WHERE id = ${attempt.attempt_id}`);
    const four = { ...attempt, questions: attempt.questions.slice(0, 4) };
    const result = await submit(t.app, t.database, token, four, 4);
    expect(result.total_questions).toBe(4);
    expect(result.badges).toEqual(['dashing_debut']);
  });
});

describe('Big Thing', () => {
  async function playerWithCorrect(correct: number) {
    const player = await signUp(t.app);
    await exec(sql`INSERT INTO category_stats (user_id, category_id, answered, correct)
      SELECT ${player.user.id}, id, ${correct}, ${correct} FROM categories ORDER BY id DESC LIMIT 1`);
    return player;
  }

  it('unlocks at 5000 correct answers', async () => {
    const { token } = await playerWithCorrect(4995);
    expect((await badges(token)).big_thing).toMatchObject({ status: 0, progress: 4995, goal: 5000 });
    const result = await submit(t.app, t.database, token, await startLevel(t.app, token), 5);
    expect(result.badges).toContain('big_thing');
  });

  it('stays locked below', async () => {
    const { token } = await playerWithCorrect(4980);
    const result = await submit(t.app, t.database, token, await startLevel(t.app, token), 10);
    expect(result.badges).not.toContain('big_thing');
    expect((await badges(token)).big_thing).toMatchObject({ status: 0, progress: 4990 });
  });
});

describe('Elite', () => {
  it('unlocks when earned coins reach 5000 through play', async () => {
    const { token, user } = await signUp(t.app);
    await giveEarnedCoins(user.id, 4990);
    const result = await submit(t.app, t.database, token, await startLevel(t.app, token), 10);
    expect(result.earned_coins).toBeGreaterThan(0);
    expect(result.badges).toContain('elite');
  });

  it('stays locked below, and is completed by claimed badge rewards (refunds do not count)', async () => {
    const { token, user } = await signUp(t.app);
    await giveEarnedCoins(user.id, 4980);
    await exec(sql`UPDATE users SET coins = coins + 500 WHERE id = ${user.id}`);
    await exec(sql`INSERT INTO coin_ledger (user_id, amount, reason, ref, balance_after)
      SELECT ${user.id}, 500, 'redeemCancelled', 'payment-refund:999999', coins FROM users WHERE id = ${user.id}`);
    const result = await submit(t.app, t.database, token, await startLevel(t.app, token), 10);
    expect(result.badges).not.toContain('elite');
    expect((await badges(token)).elite).toMatchObject({ status: 0, progress: 4994 });
    const debut = await ok(t.app, 'set_badges', { type: 'dashing_debut' }, token);
    expect(debut.unlocked).toEqual([]);
    const brainiac = await ok(t.app, 'set_badges', { type: 'brainiac' }, token);
    expect(brainiac.unlocked).toEqual(['elite']);
  });
});
