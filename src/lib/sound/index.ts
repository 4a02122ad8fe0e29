import { localPreferencesAtom } from '../preference-atoms';
import { store } from '../store';
import { createSoundPlayer } from './player';
import { sequence, soundOn, volumeGain, type SoundName } from './policy';

export { DEFAULT_VOLUME, type SoundName } from './policy';

/**
 * The game's sound effects (issue 19). This module is in the first download and stays tiny; the
 * synthesiser (synth.ts: every sound is made with oscillators and filtered noise, so there are no audio
 * files to license, download or cache) is imported on the first user gesture.
 */

/**
 * lib/preferences.ts's reducedMotion, handed over by installAudioPriming at start: importing that
 * module from here made the bundler cut the first download into one more file (+0.5 KB gzip).
 */
let reducedMotion = () => false;

/** Whether sounds play: the player's switch, or its default (off under reduced motion). */
export function soundEnabled(): boolean {
  return soundOn(store.get(localPreferencesAtom).sound, reducedMotion);
}

function createContext() {
  if (typeof AudioContext !== 'function') return undefined;
  // Safari: game sounds mix with the player's music instead of pausing it, and obey the silent switch.
  const session = (navigator as Navigator & { audioSession?: { type: string } }).audioSession;
  if (session) session.type = 'ambient';
  return new AudioContext({ latencyHint: 'interactive' });
}

const player = createSoundPlayer({
  gain: () => (soundEnabled() ? volumeGain(store.get(localPreferencesAtom).volume) : 0),
  createContext,
  loadSynth: (ctx) => import('./synth').then((m) => m.createSynth(ctx)),
  now: () => performance.now(),
});

/** Plays a sound, `delay` seconds from now; nothing before the first gesture or with sound off. */
export const playSound: (name: SoundName, delay?: number) => void = player.play;

/** Plays sounds one after another (a celebration: passed, badge, coins); falsy entries are skipped. */
export function playSounds(names: readonly (SoundName | false | null | undefined)[]) {
  for (const { name, delay } of sequence(names)) player.play(name, delay);
}

/** Creates or resumes the audio context; must run inside a user gesture to be allowed to. */
export const primeAudio: () => void = player.prime;

/** Whether the player has tapped or pressed a key on this page yet (haptics wait for it too). */
export const hadGesture: () => boolean = player.primed;

/**
 * Listens for the gestures that let a page start audio (a mouse's pointerdown, a touch's pointerup or
 * touchend, a key), so the context is ready before the first sound is wanted. Called once at start,
 * with whether the system or the player asks for reduced motion.
 */
let installed = false;
export function installAudioPriming(asksForReducedMotion: () => boolean) {
  reducedMotion = asksForReducedMotion;
  if (installed || typeof window === 'undefined') return;
  installed = true;
  for (const type of ['pointerdown', 'pointerup', 'touchend', 'keydown'])
    window.addEventListener(type, primeAudio, { capture: true, passive: true });
}
