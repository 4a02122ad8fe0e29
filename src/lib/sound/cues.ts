import { useEffect, useRef } from 'react';
import { vibrate } from '../haptics';
import { playSound, playSounds, type SoundName } from './index';
import { timerCue } from './policy';

/**
 * The game's moments as sound and touch (issue 19): screens call one of these where the moment really
 * happens, and the decisions (which sound, whether at all) stay here and in policy.ts.
 */

/** The verdict on the player's own answer: heard, and felt on a phone. */
export function answerCue(correct: boolean) {
  playSound(correct ? 'correct' : 'wrong');
  vibrate(correct ? 'correct' : 'wrong');
}

/**
 * Ticks through the last five seconds of a countdown and the time-up sound (and buzz) when it runs out.
 * `remaining` is null while the clock is not the player's to beat (answered, no question open).
 */
export function useTimerCues(remaining: number | null) {
  const before = useRef<number | null>(null);
  useEffect(() => {
    const cue = timerCue(before.current, remaining);
    before.current = remaining;
    if (cue) playSound(cue);
    if (cue === 'time_up') vibrate('time_up');
  }, [remaining]);
}

/** Screens already celebrated: coming back to one (from its review) does not play it again. */
const celebrated = new WeakSet<object>();

/**
 * Plays a screen's sounds one after another (passed, badge, coins) once for the thing it shows:
 * `subject` is that thing (a result object), null while there is none.
 */
export function useCelebration(
  subject: object | null | undefined,
  sounds: readonly (SoundName | false | null | undefined)[],
) {
  const list = sounds.filter(Boolean).join(' ');
  useEffect(() => {
    if (!subject || celebrated.has(subject)) return;
    celebrated.add(subject);
    playSounds(list ? (list.split(' ') as SoundName[]) : []);
  }, [subject, list]);
}
