import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attempt, Badge, BadgeType } from '../../contract';
import { badgeEvent, type BadgeEvent } from '../domains/badge/badge-events';
import { ok, post, signUp, startTestApp, type TestApp } from './harness';
import { startLevel, submit } from './play-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

async function badges(token: string): Promise<Record<BadgeType, Badge>> {
  const list = await ok(t.app, 'get_user_badges', {}, token);
  return Object.fromEntries(list.map((b) => [b.type, b])) as Record<BadgeType, Badge>;
}

/** Plays quiz zone levels 1..n of the first subcategory with `correct` right answers each. */
async function playLevels(token: string, n: number, correct = 10) {
  let last;
  for (let level = 1; level <= n; level++)
    last = await submit(t.app, t.database, token, await startLevel(t.app, token, level), correct);
  return last!;
}

const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const event = (userId: number, e: BadgeEvent) => t.database.db.transaction((tx) => badgeEvent(tx, userId, e));

/** Test setup only: coins from a source that has no action yet (contest prizes), through a ledger row. */
async function giveEarnedCoins(userId: number, coins: number) {
  await exec(sql`UPDATE users SET coins = coins + ${coins} WHERE id = ${userId}`);
  await exec(sql`INSERT INTO coin_ledger (user_id, amount, reason, ref, balance_after)
    SELECT ${userId}, ${coins}, 'wonContest', ${`test:${Math.random()}`}, coins FROM users WHERE id = ${userId}`);
}

async function unlockDirectly(userId: number, types: BadgeType[]) {
  for (const type of types)
    await exec(sql`INSERT INTO user_badges (user_id, badge_type, status) VALUES (${userId}, ${type}, 1)`);
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

describe('Power Elite', () => {
  const nine: BadgeType[] = [
    'combat_winner',
    'clash_winner',
    'most_wanted_winner',
    'quiz_warrior',
    'big_thing',
    'thirsty',
    'sharing_caring',
    'streak',
    'ultimate_player',
  ];

  it('unlocks with the tenth other badge', async () => {
    const { token, user } = await signUp(t.app);
    await unlockDirectly(user.id, nine);
    const result = await submit(t.app, t.database, token, await startLevel(t.app, token), 0);
    expect(result.badges).toEqual(['dashing_debut', 'power_elite']);
    const list = await ok(t.app, 'get_notifications', {}, token);
    expect(list.map((n) => n.type_id)).toEqual(['power_elite', 'dashing_debut']);
  });

  it('stays locked with nine', async () => {
    const { token, user } = await signUp(t.app);
    await unlockDirectly(user.id, nine.slice(1));
    const result = await submit(t.app, t.database, token, await startLevel(t.app, token), 0);
    expect(result.badges).toEqual(['dashing_debut']);
    expect((await badges(token)).power_elite).toMatchObject({ status: 0, progress: 9, goal: 10 });
  });
});

describe('Thirsty', () => {
  async function dailyAfter(days: number[]) {
    const { token, user } = await signUp(t.app);
    const daily = await ok(t.app, 'get_daily_quiz', { gmt_format: '+00:00' }, token);
    const day = (offset: number) =>
      new Date(Date.parse(`${daily.day}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    for (const back of days)
      await exec(
        sql`INSERT INTO daily_plays (user_id, day, attempt_id) VALUES (${user.id}, ${day(-back)}, gen_random_uuid())`,
      );
    return { token, daily };
  }
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

  it('unlocks on the 30th daily quiz in a row', async () => {
    const { token, daily } = await dailyAfter(range(1, 29));
    expect((await badges(token)).thirsty).toMatchObject({ status: 0, progress: 29, goal: 30 });
    const result = await submit(t.app, t.database, token, daily, 2);
    expect(result.streak).toBe(30);
    expect(result.badges).toContain('thirsty');
  });

  it('stays locked when a day is missing', async () => {
    const { token, daily } = await dailyAfter([...range(1, 14), ...range(16, 30)]);
    const result = await submit(t.app, t.database, token, daily, 2);
    expect(result.streak).toBe(15);
    expect(result.badges).not.toContain('thirsty');
  });
});

describe('Streak', () => {
  async function activeOn(userId: number, days: number[]) {
    for (const back of days)
      await exec(sql`INSERT INTO activity_days (user_id, day) VALUES (${userId}, ${utcDay(-back)})`);
  }

  it('unlocks on the 30th day in a row with a finished game', async () => {
    const { token, user } = await signUp(t.app);
    await activeOn(
      user.id,
      Array.from({ length: 29 }, (_, i) => i + 1),
    );
    expect((await badges(token)).streak).toMatchObject({ status: 0, progress: 29, goal: 30 });
    const result = await submit(t.app, t.database, token, await startLevel(t.app, token), 0);
    expect(result.badges).toContain('streak');
  });

  it('stays locked when yesterday is missing', async () => {
    const { token, user } = await signUp(t.app);
    await activeOn(
      user.id,
      Array.from({ length: 29 }, (_, i) => i + 2),
    );
    const result = await submit(t.app, t.database, token, await startLevel(t.app, token), 0);
    expect(result.badges).not.toContain('streak');
    expect((await badges(token)).streak.progress).toBe(1);
  });
});

describe('Sharing Caring (referral event)', () => {
  async function referrerWith(friends: number) {
    const { token, user } = await signUp(t.app);
    const tag = Math.random().toString(36).slice(2, 8);
    await exec(sql`INSERT INTO users (uid, login_type, refer_code)
      SELECT ${`friend-${tag}-`} || g, 'email', ${`F${tag}`} || g FROM generate_series(1, ${friends}) g`);
    await exec(sql`INSERT INTO referrals (referred_id, referrer_id)
      SELECT id, ${user.id} FROM users WHERE uid LIKE ${`friend-${tag}-%`}`);
    return { token, user };
  }

  it('unlocks with the 50th friend', async () => {
    const { token, user } = await referrerWith(50);
    expect(await event(user.id, { kind: 'referral' })).toEqual(['sharing_caring']);
    expect((await badges(token)).sharing_caring.status).toBe(1);
  });

  it('unlocks when the 50th friend applies the code through the real referral action', async () => {
    const { token, user } = await referrerWith(49);
    const friend = await signUp(t.app);
    await ok(t.app, 'apply_referral_code', { friends_code: user.refer_code }, friend.token);
    // A friend counts once the referral pays: after their first game.
    expect((await badges(token)).sharing_caring.status).toBe(0);
    await submit(t.app, t.database, friend.token, await startLevel(t.app, friend.token), 7);
    expect((await badges(token)).sharing_caring.status).toBe(1);
    const list = await ok(t.app, 'get_notifications', {}, token);
    expect(list.map((n) => n.type)).toEqual(expect.arrayContaining(['badge', 'referral']));
  });

  it('stays locked with 49', async () => {
    const { token, user } = await referrerWith(49);
    expect(await event(user.id, { kind: 'referral' })).toEqual([]);
    expect((await badges(token)).sharing_caring).toMatchObject({ status: 0, progress: 49, goal: 50 });
  });
});

describe('battle and contest events', () => {
  it('a random battle win unlocks Combat Winner; three in a row Quiz Warrior', async () => {
    const { token, user } = await signUp(t.app);
    expect(await event(user.id, { kind: 'battle_won', mode: 'random', winStreak: 1 })).toEqual([
      'combat_winner',
    ]);
    expect(await event(user.id, { kind: 'battle_won', mode: 'random', winStreak: 2 })).toEqual([]);
    expect((await badges(token)).quiz_warrior).toMatchObject({ status: 0, progress: 2, goal: 3 });
    // A lost battle resets the streak: the next win is 1 again; the best so far stays shown.
    expect(await event(user.id, { kind: 'battle_won', mode: 'random', winStreak: 1 })).toEqual([]);
    expect((await badges(token)).quiz_warrior.progress).toBe(2);
    expect(await event(user.id, { kind: 'battle_won', mode: 'random', winStreak: 3 })).toEqual([
      'quiz_warrior',
    ]);
  });

  it('a group battle win unlocks Clash Winner only', async () => {
    const { user } = await signUp(t.app);
    expect(await event(user.id, { kind: 'battle_won', mode: 'group', winStreak: 5 })).toEqual([
      'clash_winner',
    ]);
  });

  it('a contest win unlocks Most Wanted; no other event does', async () => {
    const { token, user } = await signUp(t.app);
    expect(await event(user.id, { kind: 'coins_earned' })).toEqual([]);
    expect(await event(user.id, { kind: 'battle_won', mode: 'random', winStreak: 1 })).not.toContain(
      'most_wanted_winner',
    );
    expect((await badges(token)).most_wanted_winner.status).toBe(0);
    expect(await event(user.id, { kind: 'contest_won', contestId: 7 })).toEqual(['most_wanted_winner']);
  });
});

describe('claiming', () => {
  async function ledger(userId: number) {
    const r =
      await exec(sql`SELECT COALESCE(sum(amount),0)::int AS sum, (SELECT coins FROM users WHERE id = ${userId}) AS coins,
      (SELECT count(*)::int FROM coin_ledger WHERE user_id = ${userId} AND ref = 'badge:dashing_debut') AS rewards
      FROM coin_ledger WHERE user_id = ${userId}`);
    return r.rows[0] as { sum: number; coins: number; rewards: number };
  }

  it('refuses a locked badge with 230', async () => {
    const { token } = await signUp(t.app);
    const res = await post(t.app, 'set_badges', { type: 'elite' }, token);
    expect(res.body).toMatchObject({ error: true, message: '230' });
    const unknown = await post(t.app, 'set_badges', { type: 'gold' }, token);
    expect(unknown.status).toBe(400);
  });

  it('pays once even with 20 concurrent claims; a later claim answers 231', async () => {
    const { token, user } = await signUp(t.app);
    await submit(t.app, t.database, token, await startLevel(t.app, token), 0);
    const before = await ledger(user.id);
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => post(t.app, 'set_badges', { type: 'dashing_debut' }, token)),
    );
    const paid = claims.filter((c) => !c.body.error);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body).toMatchObject({ data: { status: 2, reward: 2, coins: before.coins + 2 } });
    expect(claims.filter((c) => c.body.error).every((c) => c.body.message === '231')).toBe(true);
    const after = await ledger(user.id);
    expect(after).toEqual({ sum: before.sum + 2, coins: before.coins + 2, rewards: 1 });
    expect((await badges(token)).dashing_debut).toMatchObject({ status: 2 });
    const late = await post(t.app, 'set_badges', { type: 'dashing_debut' }, token);
    expect(late.body).toMatchObject({ error: true, message: '231' });
  });

  it('lists all 15 badges in the original order, each with its English rule', async () => {
    const { token } = await signUp(t.app);
    const list = await ok(t.app, 'get_user_badges', {}, token);
    expect(list.map((b) => b.type)).toEqual([
      'dashing_debut',
      'combat_winner',
      'clash_winner',
      'most_wanted_winner',
      'ultimate_player',
      'quiz_warrior',
      'super_sonic',
      'flashback',
      'brainiac',
      'big_thing',
      'elite',
      'thirsty',
      'power_elite',
      'sharing_caring',
      'streak',
    ]);
    expect(list.every((b) => b.status === 0 && b.badge_note.length > 0 && b.badge_reward > 0)).toBe(true);
  });
});
