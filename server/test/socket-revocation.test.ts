import { connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './harness';
import { startBattleApp, type BattleTestApp } from './battle-support';

let t: BattleTestApp;
const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
beforeAll(async () => {
  t = await startBattleApp();
});
afterAll(async () => t?.close());

describe('revoked sessions end open sockets', () => {
  it('signing out everywhere disconnects every socket of that player, and only theirs', async () => {
    const ann = await t.player('Ann');
    const annTab = await t.reconnect(ann);
    const ben = await t.player('Ben');
    const dropped = Promise.all([disconnected(ann.socket), disconnected(annTab.socket)]);
    await ok(t.app, 'sign_out', { everywhere: '1' }, ann.token);
    const reasons = await dropped;
    expect(reasons).toEqual(['io server disconnect', 'io server disconnect']);
    expect(ben.socket.connected).toBe(true);
    // The revoked token cannot open a new socket either.
    const again = connect(t.url, {
      auth: { token: ann.token },
      transports: ['websocket'],
      reconnection: false,
    });
    const error = await new Promise<Error>((resolve) => again.once('connect_error', resolve));
    expect(error.message).toBe('129');
    again.close();
  });

  it('deleting the account disconnects its sockets', async () => {
    const cid = await t.player('Cid');
    const dropped = disconnected(cid.socket);
    await ok(t.app, 'delete_user_account', {}, cid.token);
    expect(await dropped).toBe('io server disconnect');
  });
});
