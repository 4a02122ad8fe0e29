/**
 * The pure decisions behind the game's sounds (issue 19), apart from the Web Audio code so they can be
 * tested without a browser.
 */

/** The sounds of the game, each a short synthesised cue (synth.ts). */
export type SoundName =
  | 'correct'
  | 'wrong'
  | 'tick'
  | 'time_up'
  | 'level_passed'
  | 'badge'
  | 'battle_matched'
  | 'battle_won'
  | 'battle_lost'
  | 'coins';

/** The volume (0–100) of a player who never moved the slider. */
export const DEFAULT_VOLUME = 70;

/**
 * Sound is on unless the player turned it off; a player who never chose gets it off when the system
 * (or the player's own setting) asks for reduced motion, since people who ask for calm usually mean
 * noise too.
 */
export function soundOn(chosen: boolean | undefined, reducedMotion: () => boolean): boolean {
  return chosen ?? !reducedMotion();
}

/**
 * The slider's 0–100 as the master gain. Squared, because loudness is heard on a roughly logarithmic
 * scale: a linear gain would put nearly all the change in the slider's first quarter.
 */
export function volumeGain(volume: number | undefined): number {
  const v = typeof volume === 'number' && Number.isFinite(volume) ? volume : DEFAULT_VOLUME;
  const x = Math.min(100, Math.max(0, v)) / 100;
  return x * x;
}

/** The countdown cues of the last seconds that can still be seen changing. */
export const TICK_FROM = 5;

/**
 * What a countdown going from `before` to `now` whole seconds should sound like: a tick for each of
 * the last five seconds, 'time_up' when it reaches zero. Only a falling clock counts (a new question
 * starts it high again); null on either side means the clock is not the player's to beat (answered,
 * or no question open).
 */
export function timerCue(before: number | null, now: number | null): 'tick' | 'time_up' | null {
  if (before === null || now === null || now >= before) return null;
  if (now === 0) return 'time_up';
  return now <= TICK_FROM ? 'tick' : null;
}

/** Seconds between the sounds of one celebration (each is under a second: they barely overlap). */
export const SEQUENCE_GAP = 0.7;

/** The sounds to play, in order, with when each starts (seconds from now). */
export function sequence(names: readonly (SoundName | false | null | undefined)[]) {
  return names
    .filter((n): n is SoundName => Boolean(n))
    .map((name, i) => ({ name, delay: i * SEQUENCE_GAP }));
}
