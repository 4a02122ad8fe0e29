import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

/** Like a Drizzle query builder: a thenable that does its work again on every `then`. */
function lazyQuery(counter: { runs: number }) {
  return {
    then<T>(resolve: (v: number) => T) {
      counter.runs += 1;
      return Promise.resolve(counter.runs).then(resolve);
    },
  };
}

describe('TtlCache', () => {
  it('loads once within the TTL, even for a thenable that re-runs when awaited', async () => {
    const cache = new TtlCache(60_000);
    const counter = { runs: 0 };
    const load = () => lazyQuery(counter) as unknown as Promise<number>;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(counter.runs).toBe(1);
  });

  it('loads again after the TTL and after a failure', async () => {
    const cache = new TtlCache(0);
    let n = 0;
    expect(await cache.get('k', async () => ++n)).toBe(1);
    expect(await cache.get('k', async () => ++n)).toBe(2);
    const retry = new TtlCache(60_000);
    await expect(retry.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await retry.get('k', async () => 'ok')).toBe('ok');
  });
});
