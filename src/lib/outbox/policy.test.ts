import { describe, expect, it } from 'vitest';
import { backoffMs, classify, refusal } from './policy';

describe('outbox policy', () => {
  it('removes an item only on a success envelope', () => {
    expect(classify({ status: 200, body: { error: false } })).toBe('done');
    expect(classify({ status: 200, body: null })).toBe('retry');
    expect(classify({ status: 200, body: { error: true, message: '273' } })).toBe('attention');
  });

  it('retries what failed on the way or on the server, waits for sign-in on 401', () => {
    for (const status of [0, 500, 502, 503, 429, 408]) expect(classify({ status, body: null })).toBe('retry');
    expect(classify({ status: 401, body: { error: true, message: '125' } })).toBe('signed-out');
  });

  it('moves refused items to attention, with the server’s words', () => {
    const answer = {
      status: 400,
      body: { error: true, message: '103', error_msg: 'play_questions is invalid' },
    };
    expect(classify(answer)).toBe('attention');
    expect(refusal(answer)).toBe('103: play_questions is invalid');
    expect(refusal({ status: 404, body: null })).toBe('404');
  });

  it('backs off exponentially up to five minutes', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4].map((n) => backoffMs(n, mid))).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(backoffMs(30, mid)).toBe(300_000);
    expect(backoffMs(1, () => 0)).toBe(1_600);
    expect(backoffMs(1, () => 1)).toBe(2_400);
  });
});
