import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BadgeType } from '../../contract';
import { badgeEvent, type BadgeEvent } from '../domains/badge/badge-events';
import { badgesOf } from './badge-support';
import { ok, post, signUp, startTestApp, type TestApp } from './harness';
import { startLevel, submit } from './play-helpers';

// Badges of streaks, referrals, battles and contests, Power Elite, and claiming a badge's reward; the
// badges a played set unlocks are in badges.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const badges = (token: string) => badgesOf(t, token);

const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const event = (userId: number, e: BadgeEvent) => t.database.db.transaction((tx) => badgeEvent(tx, userId, e));

async function unlockDirectly(userId: number, types: BadgeType[]) {
  for (const type of types)
    await exec(sql`INSERT INTO user_badges (user_id, badge_type, status) VALUES (${userId}, ${type}, 1)`);
}

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
