// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callWithMeta, startEarly } from './client';

/** The server's envelope for a board, numbered by the request that asked. */
function answering() {
  let n = 0;
  const fetch = vi.fn(async () => {
    n += 1;
    return new Response(JSON.stringify({ error: false, data: { request: n }, total: 0 }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startEarly', () => {
  it('hands its answer to the first identical call, once, whatever the order of the payload keys', async () => {
    const fetch = answering();
    startEarly('get_daily_leaderboard', { offset: 0, limit: 25 });
    const first = await callWithMeta('get_daily_leaderboard', { limit: 25, offset: 0 });
    expect(first.data).toEqual({ request: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    const second = await callWithMeta('get_daily_leaderboard', { offset: 0, limit: 25 });
    expect(second.data).toEqual({ request: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not taken by a call that asks something else', async () => {
    const fetch = answering();
    startEarly('get_monthly_leaderboard', { offset: 0, limit: 25 });
    const other = await callWithMeta('get_monthly_leaderboard', { offset: 25, limit: 25 });
    expect(other.data).toEqual({ request: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
    // The early one is still there for its own page.
    expect((await callWithMeta('get_monthly_leaderboard', { offset: 0, limit: 25 })).data).toEqual({
      request: 1,
    });
  });

  it('rejects as an aborted fetch would when the caller aborts', async () => {
    answering();
    startEarly('get_globle_leaderboard', { offset: 0, limit: 25 });
    const controller = new AbortController();
    controller.abort();
    await expect(
      callWithMeta('get_globle_leaderboard', { offset: 0, limit: 25 }, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
