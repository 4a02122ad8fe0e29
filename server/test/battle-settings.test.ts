import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeMessages } from '../../contract';
import { loadConfig } from '../config';
import { defaultTimings } from '../domains/battle/battle-rules';
import { battleServiceOf } from '../realtime/socket-server';
import strings from '../../contract/strings/features/battles.json';
import { ok, post, startTestApp } from './harness';
import { autoPlay, startBattleApp, testTimings, type BattleTestApp } from './battle-support';

/** Stored before the first read, so the settings cache starts with them. */
const changed: Record<string, string> = {
  battle_mode_random_category: '1',
  battle_mode_random_search_duration: '1',
  battle_mode_one_category: '0',
  battle_mode_one_entry_coin: '2',
  battle_mode_one_in_seconds: '20',
  battle_mode_one_total_question: '4',
  battle_mode_one_correct_answer_credit_score: '7',
  battle_mode_one_quickest_correct_answer_extra_score: '0',
  battle_mode_one_second_quickest_correct_answer_extra_score: '0',
  // Not a usable number of seconds: the default (30) stands.
  battle_mode_group_in_seconds: '0',
};

let t: BattleTestApp;
let premium: number;
let free: number[];
beforeAll(async () => {
  t = await startBattleApp();
  for (const [key, value] of Object.entries(changed))
    await t.database.db.execute(
      sql`INSERT INTO settings (key, value) VALUES (${key}, ${value})
          ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    );
  const { rows } = await t.database.db.execute<{ id: number; is_premium: boolean }>(sql`
    SELECT c.id, c.is_premium FROM categories c
    WHERE c.type = 1 AND (SELECT count(*) FROM questions q WHERE q.category_id = c.id AND q.question_type IN (1, 2)) >= 3
    ORDER BY c.id`);
  premium = rows.find((r) => r.is_premium)!.id;
  free = rows.filter((r) => !r.is_premium).map((r) => r.id);
  // Settings are cached for a few seconds: wait until the server reads these.
  for (
    let tries = 0;
    (await ok(t.app, 'get_system_configurations')).battle_mode_one_entry_coin !== 2;
    tries++
  ) {
    if (tries > 40) throw new Error('the battle settings were not read');
    await new Promise((wake) => setTimeout(wake, 200));
  }
});
afterAll(async () => {
  await t?.close();
});

const storedAnswers = async (roomId: string) =>
  (
    await t.database.db.execute<{ answers: string[] }>(
      sql`SELECT array(SELECT q->>'answer' FROM jsonb_array_elements(questions) q) AS answers
          FROM battle_rooms WHERE id = ${roomId}`,
    )
  ).rows[0]!.answers;

describe('battle settings', () => {
  it('are public for the client, scoring excepted', async () => {
    const config = await ok(t.app, 'get_system_configurations');
    expect(config).toMatchObject({
      battle_mode_random_category: 1,
      battle_mode_random_entry_coin: 5,
      battle_mode_random_in_seconds: 30,
      battle_mode_random_total_question: 3,
      battle_mode_random_search_duration: 1,
      battle_mode_one_category: 0,
      battle_mode_one_entry_coin: 2,
      battle_mode_one_in_seconds: 20,
      battle_mode_one_total_question: 4,
      battle_mode_group_category: 1,
      battle_mode_group_entry_coin: 5,
      battle_mode_group_in_seconds: 0,
      battle_mode_group_total_question: 10,
    });
    expect(Object.keys(config).filter((k) => /_score$/.test(k))).toEqual([]);
  });

  it('shape friend rooms: fee choices, seconds, question count and the points of a right answer', async () => {
    const [ann, ben] = [await t.player('Ann'), await t.player('Ben')];
    // Category mode is off for friend rooms: even a premium category is ignored, not refused.
    const room = await ok(t.app, 'create_room', { room_type: 'friend', category: premium }, ann.token);
    expect(room).toMatchObject({ entry_coin: 2, seconds_per_question: 20 });
    expect(room.questions).toHaveLength(4);
    const owned = await ann.call('room:join', { code: room.room_code });
    expect(owned.category_id).toBe(0);
    expect(
      (await post(t.app, 'create_room', { room_type: 'friend', entry_coin: 5 }, ann.token)).body,
    ).toMatchObject({ error: true, message: '258' });

    const played = await ok(
      t.app,
      'create_room',
      { room_type: 'friend', entry_coin: 8, no_of_que: 3 },
      ann.token,
    );
    await ann.call('room:join', { code: played.room_code });
    await ben.call('room:join', { code: played.room_code });
    await ann.call('room:start', { room_id: played.room_id });
    const answers = await storedAnswers(played.room_id);
    const [result] = await Promise.all([
      autoPlay(ann, played.room_id, (i) => answers[i]!),
      autoPlay(ben, played.room_id, (i, keys) => keys.find((k) => k !== answers[i])!),
    ]);
    // 7 a right answer and no speed bonus, however fast: the internal scoring settings.
    expect(result.standings.find((s) => s.user_id === ann.userId)).toMatchObject({ score: 21, coins: 16 });
    expect(await t.coins(ben.userId)).toBe(2);
  });

  it('check a chosen category where category mode is on, and fall back on an unusable value', async () => {
    const cid = await t.player('Cid');
    for (const category of [premium, 999_999])
      expect(
        (await post(t.app, 'create_room', { room_type: 'group', entry_coin: 5, category }, cid.token)).body,
      ).toMatchObject({ error: true, message: '262', error_msg: codeMessages['262'] });
    const room = await ok(
      t.app,
      'create_room',
      { room_type: 'group', entry_coin: 5, category: free[0]! },
      cid.token,
    );
    expect(room.seconds_per_question).toBe(30);
    expect((await cid.call('room:join', { code: room.room_code })).category_id).toBe(free[0]);
    const { rows } = await t.database.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM questions
      WHERE id IN (${sql.join(
        room.questions.map((q) => q.id),
        sql`, `,
      )}) AND category_id <> ${free[0]!}`);
    expect(rows[0]!.n).toBe(0);
  });

  it('pool random searchers by the category they chose, refusing premium ones (bot included)', async () => {
    const [dee, eve, fay] = [await t.player('Dee'), await t.player('Eve'), await t.player('Fay')];
    expect(await dee.refused('battle:search', { category: premium })).toBe('262');
    expect(await dee.refused('battle:bot', { category: premium })).toBe('262');
    expect((await dee.call('battle:search', { category: free[0]! })).matched).toBe(false);
    expect((await eve.call('battle:search', { category: free[1]! })).matched).toBe(false);
    const matched = await fay.call('battle:search', { category: free[0]! });
    expect(matched.matched).toBe(true);
    expect((await dee.waitFor('battle:started', (r) => r.room_id === matched.room_id)).category_id).toBe(
      free[0],
    );
    expect((await eve.call('battle:cancel_search', {})).cancelled).toBe(true);
  });

  it('time the random search by battle_mode_random_search_duration unless the clock is set', async () => {
    const gus = await t.player('Gus');
    t.timings().searchMs = defaultTimings.searchMs; // the clock handed back to the setting
    try {
      const started = Date.now();
      expect(await gus.call('battle:search', { category: free[0]! })).toMatchObject({
        matched: false,
        search_ms: 1_000,
      });
      expect(await gus.waitFor('battle:search_timeout')).toEqual({ code: '256' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    } finally {
      t.timings().searchMs = testTimings.searchMs;
    }
    const hal = await t.player('Hal');
    expect((await hal.call('battle:search', { category: free[0]! })).search_ms).toBe(testTimings.searchMs);
    await hal.call('battle:cancel_search', {});
  });
});

describe('BATTLE_TIMINGS', () => {
  it('parses into the battle clock, and a bad value stops the start with the reason', async () => {
    const config = loadConfig({ BATTLE_TIMINGS: 'searchMs=3000,botMinMs=300, revealMs=800,questionMs=0' });
    expect(config.BATTLE_TIMINGS).toEqual({ searchMs: 3000, botMinMs: 300, revealMs: 800, questionMs: 0 });
    expect(loadConfig({}).BATTLE_TIMINGS).toEqual({});
    expect(() => loadConfig({ BATTLE_TIMINGS: 'searchMs=3000,fastMs=1' })).toThrow(
      /BATTLE_TIMINGS: unknown key "fastMs"/,
    );
    expect(() => loadConfig({ BATTLE_TIMINGS: 'revealMs=soon' })).toThrow(
      /BATTLE_TIMINGS: revealMs must be a whole number/,
    );
    expect(() => loadConfig({ BATTLE_TIMINGS: 'revealMs=-1' })).toThrow(/revealMs must be a whole number/);

    const app = await startTestApp({ BATTLE_TIMINGS: 'searchMs=1234,revealMs=5' });
    try {
      const battles = battleServiceOf(app.app)!;
      expect(battles.engine.timings).toMatchObject({ searchMs: 1234, revealMs: 5, rejoinMs: 30_000 });
      await app.database.db.execute(
        sql`UPDATE settings SET value = '9' WHERE key = 'battle_mode_random_search_duration'`,
      );
      expect(await battles.matchmaker.searchMs()).toBe(1234);
    } finally {
      await app.close();
    }
  });
});

describe('battle message codes of 260–269', () => {
  it('have their text in English, Arabic and French', () => {
    const mine = Object.keys(codeMessages).filter((c) => Number(c) >= 260 && Number(c) <= 269);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    for (const code of mine) {
      expect(strings.english[`code_${code}` as keyof typeof strings.english]).toBe(
        codeMessages[code as keyof typeof codeMessages],
      );
      for (const pack of [strings.arabic, strings.french])
        expect(pack[`code_${code}` as keyof typeof pack], code).toBeTruthy();
    }
  });
});
