import { localPreferencesAtom } from './preference-atoms';
import { hadGesture } from './sound';
import { store } from './store';

/** What the player can feel (issue 19): a tap on an option, the verdict, the clock running out. */
export type HapticKind = 'tap' | 'correct' | 'wrong' | 'time_up';

/**
 * Vibration patterns (ms on, off, on…): short enough to read as a tap, not a phone call. Right is
 * one light pulse, wrong a double, time up a longer double, so they tell apart without looking.
 */
export const HAPTIC_PATTERNS: Record<HapticKind, number | number[]> = {
  tap: 12,
  correct: 35,
  wrong: [45, 60, 45],
  time_up: [90, 60, 90],
};

/** The pattern to play, or null when the player turned vibration off (it is on by default). */
export function hapticPattern(kind: HapticKind, vibration: boolean | undefined): number | number[] | null {
  return vibration === false ? null : HAPTIC_PATTERNS[kind];
}

/**
 * Whether this device can vibrate, for the Settings page to offer the switch. Desktop Chrome has
 * navigator.vibrate but no motor, so a touch screen is required too; iOS Safari has no vibrate at all.
 */
export function canVibrate(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.vibrate === 'function' &&
    typeof matchMedia === 'function' &&
    matchMedia('(any-pointer: coarse)').matches
  );
}

/**
 * Vibrates for `kind` when the device can, unless the player turned vibration off; never before the
 * player's first tap or key (browsers refuse then, Chrome with a warning, and a game should not buzz
 * on its own), the same rule as sound.
 * Returns whether a vibration was asked for. The two last arguments are for tests.
 */
export function vibrate(
  kind: HapticKind,
  device: { vibrate(pattern: number | number[]): boolean } | null = canVibrate() && hadGesture()
    ? navigator
    : null,
  prefs: { vibration?: boolean } = store.get(localPreferencesAtom),
): boolean {
  const pattern = hapticPattern(kind, prefs.vibration);
  if (!device || pattern === null) return false;
  return device.vibrate(pattern);
}
