import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './harness';
import { autoPlay, friendBattle, startBattleApp, type BattleTestApp, type Client } from './battle-support';

let t: BattleTestApp;
beforeAll(async () => {
  t = await startBattleApp();
});
afterAll(async () => {
  await t?.close();
});

async function storedAnswers(roomId: string) {
  const { rows } = await t.database.db.execute<{ answers: string[] }>(
    sql`SELECT array(SELECT q->>'answer' FROM jsonb_array_elements(questions) q) AS answers
        FROM battle_rooms WHERE id = ${roomId}`,
  );
  return rows[0]!.answers;
}

/** Plays a room to its end: `winner` answers everything right, everyone else everything wrong. */
async function playOut(roomId: string, players: Client[], winner: Client | null) {
  const answers = await storedAnswers(roomId);
  const [result] = await Promise.all(
    players.map((p) =>
      autoPlay(p, roomId, (i, keys) => (p === winner ? answers[i]! : keys.find((k) => k !== answers[i])!)),
    ),
  );
  return result!;
}

/** A random battle against a new opponent (each has the 10 welcome coins for the fee). */
async function randomBattle(me: Client, outcome: 'won' | 'lost' | 'draw') {
  const opponent = await t.player('Rival');
  await opponent.call('battle:search', {});
  const matched = await me.call('battle:search', {});
  expect(matched.matched).toBe(true);
  const winner = outcome === 'won' ? me : outcome === 'lost' ? opponent : null;
  const result = await playOut(matched.room_id!, [me, opponent], winner);
  expect(result.standings.find((s) => s.user_id === me.userId)!.outcome).toBe(outcome);
  return {
    mine: result.standings.find((s) => s.user_id === me.userId)!.win_streak,
    theirs: result.standings.find((s) => s.user_id === opponent.userId)!.win_streak,
  };
}

const statsStreak = async (me: Client) =>
  (await ok(t.app, 'get_battle_statistics', {}, me.token)).myreport.win_streak;

async function quizWarrior(me: Client) {
  const { rows } = await t.database.db.execute<{ status: number; progress: number }>(
    sql`SELECT status, progress FROM user_badges WHERE user_id = ${me.userId} AND badge_type = 'quiz_warrior'`,
  );
  return rows[0] ?? { status: 0, progress: 0 };
}

describe('random-battle win streak', () => {
  it('counts random wins in a row in results, statistics and Quiz Warrior alike', async () => {
    const ann = await t.player('Ann');
    expect(await statsStreak(ann)).toBe(0);
    expect(await randomBattle(ann, 'won')).toEqual({ mine: 1, theirs: 0 });
    expect(await randomBattle(ann, 'won')).toEqual({ mine: 2, theirs: 0 });
    expect(await statsStreak(ann)).toBe(2);
    expect(await quizWarrior(ann)).toMatchObject({ status: 0, progress: 2 });

    // Friend battles and bot games neither count nor break the run, and show 0.
    const ben = await t.player('Ben');
    const friendly = await friendBattle(t, ann, ben);
    const lostFriendly = await playOut(friendly.room_id, [ann, ben], ben);
    expect(lostFriendly.standings.map((s) => s.win_streak)).toEqual([0, 0]);
    t.timings().botMinMs = 10;
    t.timings().botMaxMs = 50;
    const bot = await ann.call('battle:bot', {});
    const botGame = await playOut(bot.room_id, [ann], ann);
    expect(botGame.standings.map((s) => s.win_streak)).toEqual([0, 0]);
    expect(await statsStreak(ann)).toBe(2);

    expect(await randomBattle(ann, 'won')).toEqual({ mine: 3, theirs: 0 });
    expect(await statsStreak(ann)).toBe(3);
    expect(await quizWarrior(ann)).toMatchObject({ status: 1 });
  });

  it('is ended by a draw and by a loss', async () => {
    const cid = await t.player('Cid');
    expect((await randomBattle(cid, 'won')).mine).toBe(1);
    expect(await randomBattle(cid, 'draw')).toEqual({ mine: 0, theirs: 0 });
    expect(await statsStreak(cid)).toBe(0);
    expect((await randomBattle(cid, 'won')).mine).toBe(1);
    expect((await randomBattle(cid, 'won')).mine).toBe(2);
    const lost = await randomBattle(cid, 'lost');
    expect(lost).toEqual({ mine: 0, theirs: 1 });
    expect(await statsStreak(cid)).toBe(0);
    // The best run is kept as the badge's progress; the badge needs three in a row.
    expect(await quizWarrior(cid)).toMatchObject({ status: 0, progress: 2 });
  });
});
