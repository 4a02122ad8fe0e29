import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, post } from './harness';
import { startBattleApp, type BattleTestApp } from './battle-support';

let t: BattleTestApp;
beforeAll(async () => {
  t = await startBattleApp();
});
afterAll(async () => t?.close());

async function set(key: string, value: string) {
  await t.database.db.execute(
    sql`INSERT INTO settings (key, value) VALUES (${key}, ${value})
        ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
  );
  // Settings are cached for a few seconds: wait until the server reads this one.
  while (String((await ok(t.app, 'get_system_configurations'))[key as 'battle_mode_one']) !== value)
    await new Promise((r) => setTimeout(r, 250));
}

describe('battle switches are the server’s, not only the screens’', () => {
  it('a switched-off kind refuses to start, through any door; switched on again it works', async () => {
    const ann = await t.player('Ann');
    await set('battle_mode_one', '0');
    await set('battle_mode_group', '0');
    await set('battle_mode_random', '0');
    for (const room_type of ['friend', 'group']) {
      const res = await post(t.app, 'create_room', { room_type, entry_coin: 5 }, ann.token);
      expect(res.body, room_type).toMatchObject({ error: true, message: '272' });
    }
    expect(await ann.refused('battle:search', { category: 0 })).toBe('272');
    expect(await ann.refused('battle:bot', { category: 0 })).toBe('272');

    await set('battle_mode_one', '1');
    await set('battle_mode_random', '1');
    await ok(t.app, 'create_room', { room_type: 'friend', entry_coin: 5 }, ann.token);
    expect(
      (await post(t.app, 'create_room', { room_type: 'group', entry_coin: 5 }, ann.token)).body,
    ).toMatchObject({
      message: '272',
    });
    await ann.call('battle:bot', { category: 0 });
    await set('battle_mode_group', '1');
  });
});
