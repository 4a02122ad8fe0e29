import type { SoundName } from './policy';

/** What the lazily loaded synth module offers (synth.ts). */
export interface Synth {
  /** Starts a sound at `when` (the context's clock) with the master gain at `gain`. */
  play(name: SoundName, when: number, gain: number): void;
}

/** The smallest part of an AudioContext the player needs (a fake in tests). */
export interface AudioClock {
  readonly currentTime: number;
  readonly state: AudioContextState | 'interrupted';
  resume(): Promise<void>;
}

export interface PlayerDeps<C extends AudioClock> {
  /** The master gain now (0–1), 0 when sound is off: read at every sound, so a change applies at once. */
  gain: () => number;
  /** A new audio context, or undefined where the browser has no Web Audio. */
  createContext: () => C | undefined;
  /** Loads the synth module (a dynamic import: not part of the first download) for this context. */
  loadSynth: (ctx: C) => Promise<Synth>;
  /** Milliseconds, for how late a sound would come. */
  now: () => number;
}

/**
 * A sound asked for while the synth was still loading plays when it arrives, unless it would come this
 * late: a verdict's sound after the next question is on screen would be confusing.
 */
export const STALE_MS = 400;

/**
 * The sound player: silent until the first user gesture (browsers forbid audio before one, and a game
 * should not make noise on its own), then one audio context for the page's life, created and resumed
 * inside a gesture (so the first real sound has no start-up delay) and the synth loaded at that moment.
 */
export function createSoundPlayer<C extends AudioClock>(deps: PlayerDeps<C>) {
  let gestured = false;
  let ctx: C | undefined;
  let synth: Synth | undefined;
  let loading: Promise<Synth | undefined> | undefined;

  /** The context, created and resumed (which only works inside a gesture, or after one in Chrome). */
  function ready(): C | undefined {
    ctx ??= deps.createContext();
    if (!ctx) return undefined;
    const c = ctx;
    if (!synth && !loading)
      loading = deps.loadSynth(c).then(
        (s) => (synth = s),
        () => (loading = undefined), // offline before the chunk was cached: try again next time
      );
    if (c.state !== 'running' && c.state !== 'closed') c.resume().catch(() => undefined);
    return c;
  }

  /** Runs on every pointer and key gesture: cheap once the context runs. */
  function prime() {
    gestured = true;
    if (ctx?.state === 'running' && synth) return;
    // No context at all while sound is off: an idle one keeps the audio device awake on some phones.
    if (deps.gain() > 0) ready();
  }

  function play(name: SoundName, delay = 0) {
    if (!gestured) return;
    const gain = deps.gain();
    if (gain <= 0) return;
    const c = ready();
    if (!c) return;
    if (synth) {
      synth.play(name, c.currentTime + delay, gain);
      return;
    }
    const asked = deps.now();
    void loading?.then((s) => {
      if (s && deps.now() - asked <= STALE_MS) s.play(name, c.currentTime + delay, gain);
    });
  }

  return { prime, play, primed: () => gestured };
}
