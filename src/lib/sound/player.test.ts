import { describe, expect, it } from 'vitest';
import { createSoundPlayer, STALE_MS, type AudioClock, type Synth } from './player';
import type { SoundName } from './policy';

/** A stand-in audio context: suspended until resumed, as a browser's is before a gesture. */
class FakeContext implements AudioClock {
  currentTime = 12;
  state: AudioContextState = 'suspended';
  resumes = 0;
  resume() {
    this.resumes += 1;
    this.state = 'running';
    return Promise.resolve();
  }
}

function setup({ gain = 0.49, synthReady = true } = {}) {
  const played: { name: SoundName; when: number; gain: number }[] = [];
  const synth: Synth = { play: (name, when, g) => played.push({ name, when, gain: g }) };
  const world = { gain, clock: 0, contexts: [] as FakeContext[], loads: 0, fail: false };
  let release: () => void = () => undefined;
  const player = createSoundPlayer({
    gain: () => world.gain,
    createContext: () => {
      const c = new FakeContext();
      world.contexts.push(c);
      return c;
    },
    loadSynth: () => {
      world.loads += 1;
      if (world.fail) return Promise.reject(new Error('offline'));
      if (synthReady) return Promise.resolve(synth);
      return new Promise<Synth>((resolve) => (release = () => resolve(synth)));
    },
    now: () => world.clock,
  });
  return { player, played, world, release: () => release() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sound player', () => {
  it('makes no sound and no audio context before the first gesture', async () => {
    const { player, played, world } = setup();
    player.play('correct');
    await settle();
    expect(played).toEqual([]);
    expect(world.contexts).toHaveLength(0);
    expect(world.loads).toBe(0);
  });

  it('readies the context and loads the synth in the first gesture, then plays at once', async () => {
    const { player, played, world } = setup();
    player.prime();
    expect(world.contexts).toHaveLength(1);
    expect(world.contexts[0]!.resumes).toBe(1);
    expect(world.loads).toBe(1);
    await settle();
    player.play('correct');
    player.play('coins', 0.7);
    expect(played).toEqual([
      { name: 'correct', when: 12, gain: 0.49 },
      { name: 'coins', when: 12.7, gain: 0.49 },
    ]);
    // Later gestures cost nothing: one context, one synth for the page's life.
    player.prime();
    expect(world.contexts).toHaveLength(1);
    expect(world.loads).toBe(1);
  });

  it('applies the volume read at each sound, and plays nothing at gain 0 (sound off)', async () => {
    const { player, played, world } = setup();
    player.prime();
    await settle();
    world.gain = 1;
    player.play('tick');
    world.gain = 0;
    player.play('tick');
    expect(played.map((p) => p.gain)).toEqual([1]);
  });

  it('creates no context while sound is off, and one when it is turned on', async () => {
    const { player, played, world } = setup({ gain: 0 });
    player.prime();
    player.play('wrong');
    expect(world.contexts).toHaveLength(0);
    world.gain = 0.25;
    player.play('wrong'); // e.g. a preview right after the switch, still inside its gesture
    await settle();
    expect(world.contexts).toHaveLength(1);
    expect(played.map((p) => p.name)).toEqual(['wrong']);
  });

  it('plays a sound asked for while the synth loads, unless it would come late', async () => {
    const early = setup({ synthReady: false });
    early.player.prime();
    early.player.play('correct');
    early.world.clock = STALE_MS - 50;
    early.release();
    await settle();
    expect(early.played.map((p) => p.name)).toEqual(['correct']);

    const late = setup({ synthReady: false });
    late.player.prime();
    late.player.play('correct');
    late.world.clock = STALE_MS + 50;
    late.release();
    await settle();
    expect(late.played).toEqual([]);
  });

  it('tries loading the synth again after a failure (offline before it was cached)', async () => {
    const { player, played, world } = setup();
    world.fail = true;
    player.prime();
    await settle();
    world.fail = false;
    player.play('badge');
    await settle();
    expect(world.loads).toBe(2);
    expect(played.map((p) => p.name)).toEqual(['badge']);
  });
});
