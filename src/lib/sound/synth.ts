import type { Synth } from './player';
import type { SoundName } from './policy';

/**
 * The game's sounds, synthesised (issue 19): short, soft-edged and original, made of triangle and sine
 * tones (few harsh overtones) and band-passed noise, so there is no audio file to license, download or
 * cache. Loaded on the first user gesture (lib/sound/index.ts), never in the first download.
 *
 * Levels were balanced by rendering each sound offline (OfflineAudioContext in Chromium) and comparing
 * its loudness three ways: K-weighted (the ear's weighting in EBU R128) over 400 ms and over 100 ms,
 * and through a 500 Hz high-pass, roughly what a phone's small speaker plays. None stands out: they
 * are within about 1.5 dB of each other over 400 ms, and the tick sits some 6 dB lower since it repeats.
 * Low notes carry an octave layer so that "wrong" and "battle lost" are still heard on a phone.
 */

/** A tone: a note with a quick attack and a ringing, exponential decay. Times in seconds. */
interface Tone {
  /** When it starts, after the sound's start. */
  at: number;
  /** Frequency (Hz), and where it glides to by its end. */
  f: number;
  to?: number;
  /** From start to silence. */
  len: number;
  /** Peak level (0–1, before the master gain). */
  level: number;
  wave?: OscillatorType;
  /** Seconds held at the peak before the decay (a fanfare's last chord). */
  hold?: number;
}

/** A breath of white noise through a band-pass filter sweeping from `from` to `to` Hz. */
interface Noise {
  noise: true;
  at: number;
  len: number;
  level: number;
  from: number;
  to: number;
  q: number;
}

type Part = Tone | Noise;

// Notes (Hz), named for reading the scores below.
const A3 = 220,
  Bb3 = 233.08,
  C4 = 261.63,
  Eb4 = 311.13,
  E4 = 329.63,
  D4 = 293.66,
  F4 = 349.23,
  G4 = 392,
  C5 = 523.25,
  Eb5 = 622.25,
  E5 = 659.25,
  G5 = 783.99,
  A5 = 880,
  B5 = 987.77,
  C6 = 1046.5,
  E6 = 1318.5,
  Gs6 = 1661.2,
  B6 = 1975.5,
  C7 = 2093,
  E7 = 2637;

const tri = (at: number, f: number, len: number, level: number, extra: Partial<Tone> = {}): Tone => ({
  at,
  f,
  len,
  level,
  wave: 'triangle',
  ...extra,
});
const sine = (at: number, f: number, len: number, level: number, extra: Partial<Tone> = {}): Tone => ({
  at,
  f,
  len,
  level,
  wave: 'sine',
  ...extra,
});

const SCORES: Record<SoundName, Part[]> = {
  // Up a fifth, bright and quick: "yes".
  correct: [
    tri(0, E5, 0.16, 0.5),
    sine(0, E6, 0.12, 0.06),
    tri(0.09, B5, 0.42, 0.5),
    sine(0.09, B6, 0.3, 0.05),
  ],
  // Down a tritone, round: "no", without a buzzer's sting. The octave layers carry it on a phone's
  // small speaker, which hardly plays the fundamentals.
  wrong: [
    tri(0, E4, 0.18, 0.45, { to: Eb4 }),
    sine(0, E4 * 2, 0.18, 0.45, { to: Eb4 * 2 }),
    tri(0.14, Bb3, 0.36, 0.45, { to: A3 }),
    sine(0.14, Bb3 * 2, 0.36, 0.45, { to: A3 * 2 }),
  ],
  // A soft wood tap.
  tick: [
    sine(0, B5, 0.09, 0.6, { to: A5 }),
    { noise: true, at: 0, len: 0.04, level: 0.25, from: 3200, to: 2600, q: 2 },
  ],
  // Three falling notes, the last ringing: the clock has run out.
  time_up: [
    tri(0, G5, 0.16, 0.42),
    tri(0.15, Eb5, 0.16, 0.42),
    tri(0.3, C5, 0.55, 0.42, { hold: 0.08 }),
    sine(0.3, C4, 0.55, 0.3),
  ],
  // A rising major arpeggio to the octave.
  level_passed: [
    tri(0, C5, 0.18, 0.38),
    tri(0.09, E5, 0.18, 0.38),
    tri(0.18, G5, 0.2, 0.38),
    tri(0.27, C6, 0.55, 0.38, { hold: 0.08 }),
    sine(0.27, C7, 0.35, 0.04),
    sine(0.27, C5, 0.55, 0.22),
  ],
  // A sparkle over a warm bell.
  badge: [
    tri(0, E5, 0.7, 0.3),
    sine(0, E6, 0.3, 0.16),
    sine(0.06, Gs6, 0.3, 0.14),
    sine(0.12, B6, 0.3, 0.12),
    sine(0.18, E7, 0.5, 0.1),
    tri(0.18, B5, 0.55, 0.22),
  ],
  // A whoosh, then two pings: someone is here.
  battle_matched: [
    { noise: true, at: 0, len: 0.3, level: 0.3, from: 400, to: 2600, q: 1.2 },
    tri(0.2, A5, 0.22, 0.4),
    tri(0.28, E6, 0.4, 0.36),
  ],
  // A short fanfare landing on a held major chord.
  battle_won: [
    tri(0, G4, 0.13, 0.4),
    tri(0.1, C5, 0.13, 0.4),
    tri(0.2, E5, 0.13, 0.4),
    tri(0.3, C5, 0.65, 0.22, { hold: 0.15 }),
    tri(0.3, E5, 0.65, 0.22, { hold: 0.15 }),
    tri(0.3, G5, 0.65, 0.22, { hold: 0.15 }),
    tri(0.3, C6, 0.65, 0.18, { hold: 0.15 }),
    sine(0.3, C4, 0.65, 0.25, { hold: 0.15 }),
  ],
  // Three slow falling notes, the last sagging: kind, not mocking.
  battle_lost: [
    tri(0, G4, 0.26, 0.45),
    sine(0, G4 * 2, 0.26, 0.3),
    tri(0.2, F4, 0.26, 0.45),
    sine(0.2, F4 * 2, 0.26, 0.3),
    tri(0.4, Eb4, 0.55, 0.45, { to: D4 }),
    sine(0.4, Eb4 * 2, 0.55, 0.3, { to: D4 * 2 }),
  ],
  // The coin's two-note "ka-ching", with a glint.
  coins: [
    tri(0, B5, 0.08, 0.4),
    { at: 0, f: B5, len: 0.06, level: 0.05, wave: 'square' },
    tri(0.07, E6, 0.45, 0.4),
    sine(0.07, E7, 0.2, 0.05),
    sine(0.16, B6, 0.25, 0.1),
  ],
};

/**
 * Each sound's level in the mix, set by measurement (see the top of this file) so they sound equally
 * loud; the scores above only shape each sound's timbre.
 */
const MIX: Record<SoundName, number> = {
  correct: 1.6,
  wrong: 1.46,
  tick: 2.88,
  time_up: 1.07,
  level_passed: 1.09,
  badge: 1.93,
  battle_matched: 1.92,
  battle_won: 0.86,
  battle_lost: 1.28,
  coins: 1.92,
};

/** Quiet enough that the exponential ramps end without a click. */
const SILENT = 0.0001;

function tone(ctx: BaseAudioContext, out: AudioNode, when: number, p: Tone) {
  const start = when + p.at;
  const end = start + p.len;
  const attack = 0.006;
  const osc = ctx.createOscillator();
  osc.type = p.wave ?? 'triangle';
  osc.frequency.setValueAtTime(p.f, start);
  if (p.to) osc.frequency.exponentialRampToValueAtTime(p.to, end);
  const env = ctx.createGain();
  env.gain.setValueAtTime(SILENT, start);
  env.gain.exponentialRampToValueAtTime(p.level, start + attack);
  const decayFrom = start + attack + (p.hold ?? 0);
  env.gain.setValueAtTime(p.level, decayFrom);
  // A time constant of a fifth of what is left: about -43 dB by the end, a natural ring.
  env.gain.setTargetAtTime(0, decayFrom, (end - decayFrom) / 5);
  osc.connect(env).connect(out);
  osc.start(start);
  osc.stop(end);
}

function noiseBuffer(ctx: BaseAudioContext): AudioBuffer {
  const buffer = ctx.createBuffer(1, Math.round(ctx.sampleRate * 0.5), ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  return buffer;
}

function noise(ctx: BaseAudioContext, out: AudioNode, when: number, p: Noise, buffer: AudioBuffer) {
  const start = when + p.at;
  const end = start + p.len;
  const src = ctx.createBufferSource();
  src.buffer = buffer;
  src.loop = true;
  const band = ctx.createBiquadFilter();
  band.type = 'bandpass';
  band.Q.value = p.q;
  band.frequency.setValueAtTime(p.from, start);
  band.frequency.exponentialRampToValueAtTime(p.to, end);
  const env = ctx.createGain();
  env.gain.setValueAtTime(SILENT, start);
  env.gain.exponentialRampToValueAtTime(p.level, start + p.len * 0.4);
  env.gain.exponentialRampToValueAtTime(SILENT, end);
  src.connect(band).connect(env).connect(out);
  src.start(start);
  src.stop(end);
}

/**
 * The synth on a context: every sound goes through a gentle low-pass (no piercing top), the master
 * gain (the volume setting) and a limiter, so overlapping sounds (a tick under a verdict) never clip.
 */
export function createSynth(ctx: BaseAudioContext, destination: AudioNode = ctx.destination): Synth {
  const soften = ctx.createBiquadFilter();
  soften.type = 'lowpass';
  soften.frequency.value = 7000;
  const master = ctx.createGain();
  const limiter = ctx.createDynamicsCompressor();
  // Only the very top: its automatic make-up gain stays small, so the volume setting stays linear.
  limiter.threshold.value = -3;
  limiter.knee.value = 0;
  limiter.ratio.value = 20;
  limiter.attack.value = 0.002;
  limiter.release.value = 0.12;
  soften.connect(master).connect(limiter).connect(destination);
  let buffer: AudioBuffer | undefined;

  return {
    play(name, when, gain) {
      master.gain.setValueAtTime(gain, ctx.currentTime);
      const mix = ctx.createGain();
      mix.gain.value = MIX[name];
      mix.connect(soften);
      for (const part of SCORES[name]) {
        if ('noise' in part) noise(ctx, mix, when, part, (buffer ??= noiseBuffer(ctx)));
        else tone(ctx, mix, when, part);
      }
    },
  };
}
