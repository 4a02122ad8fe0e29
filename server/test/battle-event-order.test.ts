import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBattleApp, type BattleTestApp } from './battle-support';

let t: BattleTestApp;
beforeAll(async () => {
  t = await startBattleApp();
});
afterAll(async () => {
  await t?.close();
});

describe('a socket’s events', () => {
  it('are handled in the order sent: a cancel right behind its search takes the player out of the queue', async () => {
    const [ann, ben] = [await t.player('Ann'), await t.player('Ben')];
    // Not awaited: the cancel leaves while the search is still being handled.
    const search = ann.emit('battle:search', { category: 0 });
    const cancel = ann.emit('battle:cancel_search', {});
    expect(await search).toMatchObject({ error: false, data: { matched: false } });
    expect(await cancel).toEqual({ error: false, data: { cancelled: true } });

    // Nobody is left waiting, so the next searcher waits too instead of being matched with Ann.
    const next = await ben.call('battle:search', { category: 0 });
    expect(next).toMatchObject({ matched: false, room_id: null });
    await ben.call('battle:cancel_search', {});
  });
});
