import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEvents, type ClientEventAck, type Envelope } from '../../contract';
import { signUp, startTestApp, type TestApp } from './harness';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t?.close();
});

function open(token?: string) {
  const socket = connect(url, {
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

describe('the socket endpoint on the API port', () => {
  it('authenticates with the api token and greets with the session', async () => {
    const { token, user } = await signUp(t.app);
    const socket = open(token);
    const ready = await new Promise<unknown>((resolve) => socket.once('session:ready', resolve));
    expect(serverEvents['session:ready'].parse(ready)).toMatchObject({ user_id: user.id, coins: 10 });
  });

  it('refuses a socket without a token or with a bad one', async () => {
    for (const token of [undefined, 'forged']) {
      const socket = open(token);
      const err = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
      expect(err.message).toBe(token ? '129' : '125');
    }
  });

  it('answers clock:sync with the server time, and a bad payload with code 103', async () => {
    const { token } = await signUp(t.app);
    const socket = open(token);
    await new Promise((resolve) => socket.once('session:ready', resolve));
    const before = Date.now();
    const ack = (await socket.emitWithAck('clock:sync', { client_time: 123 })) as Envelope<
      ClientEventAck<'clock:sync'>
    >;
    expect(ack.error).toBe(false);
    if (!ack.error) {
      expect(ack.data.client_time).toBe(123);
      expect(ack.data.server_time).toBeGreaterThanOrEqual(before);
    }
    expect(await socket.emitWithAck('clock:sync', { client_time: 'soon' })).toMatchObject({
      error: true,
      message: '103',
    });
  });
});
