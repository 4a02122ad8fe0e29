import { describe, expect, it } from 'vitest';
import { DEFAULT_VOLUME, SEQUENCE_GAP, sequence, soundOn, timerCue, volumeGain } from './policy';

describe('sound policy', () => {
  it('is on by default, off by default under reduced motion, and the player’s choice wins', () => {
    expect(soundOn(undefined, () => false)).toBe(true);
    expect(soundOn(undefined, () => true)).toBe(false);
    expect(soundOn(true, () => true)).toBe(true);
    expect(soundOn(false, () => false)).toBe(false);
  });

  it('does not ask about reduced motion once the player chose', () => {
    let asked = 0;
    soundOn(true, () => (asked++, true));
    expect(asked).toBe(0);
  });

  it('maps the 0–100 volume to a gain on a squared curve, 70 by default', () => {
    expect(DEFAULT_VOLUME).toBe(70);
    expect(volumeGain(0)).toBe(0);
    expect(volumeGain(100)).toBe(1);
    expect(volumeGain(50)).toBeCloseTo(0.25);
    expect(volumeGain(undefined)).toBeCloseTo(0.49);
    // Out of range or not a number: clamped, or the default.
    expect(volumeGain(150)).toBe(1);
    expect(volumeGain(-5)).toBe(0);
    expect(volumeGain(Number.NaN)).toBeCloseTo(0.49);
    // Rising all the way: each step up is louder.
    for (let v = 1; v <= 100; v++) expect(volumeGain(v)).toBeGreaterThan(volumeGain(v - 1));
  });

  it('ticks through the last five seconds of a falling clock and says time up at zero', () => {
    const heard: string[] = [];
    let before: number | null = null;
    for (const now of [30, 29, 10, 6, 5, 4, 3, 2, 1, 0, 0]) {
      const cue = timerCue(before, now);
      if (cue) heard.push(`${now}:${cue}`);
      before = now;
    }
    expect(heard).toEqual(['5:tick', '4:tick', '3:tick', '2:tick', '1:tick', '0:time_up']);
  });

  it('is silent for a new question, a stopped clock or a clock that is not the player’s', () => {
    expect(timerCue(2, 30)).toBeNull(); // the next question starts the clock again
    expect(timerCue(3, 3)).toBeNull(); // answered: the clock stands still
    expect(timerCue(null, 4)).toBeNull(); // the first reading is not a change
    expect(timerCue(4, null)).toBeNull(); // answered in a battle
    // A late timer (a busy phone) skips a second: still one tick, and time up from any second.
    expect(timerCue(5, 3)).toBe('tick');
    expect(timerCue(8, 0)).toBe('time_up');
  });

  it('spaces a celebration’s sounds and skips those that do not apply', () => {
    expect(sequence(['level_passed', false, null, 'coins'])).toEqual([
      { name: 'level_passed', delay: 0 },
      { name: 'coins', delay: SEQUENCE_GAP },
    ]);
    expect(sequence([false, undefined])).toEqual([]);
  });
});
