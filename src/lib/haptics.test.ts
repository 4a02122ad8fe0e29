// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { HAPTIC_PATTERNS, hapticPattern, vibrate } from './haptics';

/** A phone's navigator.vibrate that records what it was asked. */
function fakeDevice() {
  const calls: (number | number[])[] = [];
  return {
    calls,
    vibrate: (pattern: number | number[]) => {
      calls.push(pattern);
      return true;
    },
  };
}

describe('haptics', () => {
  it('keeps every pattern short, and tells right, wrong and time up apart', () => {
    const total = (p: number | number[]) => (Array.isArray(p) ? p.reduce((a, b) => a + b, 0) : p);
    for (const pattern of Object.values(HAPTIC_PATTERNS)) expect(total(pattern)).toBeLessThanOrEqual(300);
    const shapes = ['correct', 'wrong', 'time_up'].map((k) =>
      JSON.stringify(HAPTIC_PATTERNS[k as keyof typeof HAPTIC_PATTERNS]),
    );
    expect(new Set(shapes).size).toBe(3);
  });

  it('vibrates by default and not when the player turned vibration off', () => {
    expect(hapticPattern('wrong', undefined)).toEqual([45, 60, 45]);
    expect(hapticPattern('wrong', true)).toEqual([45, 60, 45]);
    expect(hapticPattern('wrong', false)).toBeNull();

    const device = fakeDevice();
    expect(vibrate('correct', device, {})).toBe(true);
    expect(vibrate('time_up', device, { vibration: true })).toBe(true);
    expect(vibrate('wrong', device, { vibration: false })).toBe(false);
    expect(device.calls).toEqual([35, [90, 60, 90]]);
  });

  it('does nothing on a device that cannot vibrate', () => {
    expect(vibrate('correct', null, {})).toBe(false);
  });
});
