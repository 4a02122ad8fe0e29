import type { BattleKind } from '../../../contract';
import type { BattleRules } from './battle-rules';

/** Pure battle rules (DESIGN §10), apart from I/O so they are unit-tested. */

/**
 * What an answer earns by its server-measured time: the first step whose `withinMs` it meets, else
 * `otherwise`. Correct: +correct points, +quickest bonus within 2 s, +second bonus within 4 s; wrong is 0.
 * As steps, so the answer statement can score in SQL with the very same figures (record-answer.ts).
 */
export function pointSteps(correct: boolean, rules: BattleRules) {
  if (!correct) return { steps: [], otherwise: 0 };
  return {
    steps: [
      { withinMs: 2_000, points: rules.correctPoints + rules.quickestBonus },
      { withinMs: 4_000, points: rules.correctPoints + rules.secondQuickestBonus },
    ],
    otherwise: rules.correctPoints,
  };
}

export function answerPoints(correct: boolean, elapsedMs: number, rules: BattleRules): number {
  const { steps, otherwise } = pointSteps(correct, rules);
  return steps.find((s) => elapsedMs <= s.withinMs)?.points ?? otherwise;
}

export interface Seat {
  seat: number;
  userId: number | null;
  isBot: boolean;
  score: number;
  correct: number;
  forfeited: boolean;
}

export interface Standing {
  seat: number;
  rank: number;
  outcome: 'won' | 'lost' | 'draw';
  coins: number;
}

/**
 * The coins at stake, as the room shows them: every player's fee (at least two, so a room waiting for
 * its opponent shows what the winner will take); bot rooms play for nothing.
 */
export function potOf(kind: BattleKind, entryFee: number, players: number): number {
  return kind === 'bot' ? 0 : entryFee * Math.max(players, 2);
}

/**
 * Ranks a finished room. 1v1 (random, friend, bot) by points; group by correct answers only. A forfeited
 * player always loses. Ties at the top: a draw in 1v1 (fees refunded), shared victory in a group (the
 * pot split, floored). When everyone forfeited nobody wins and every fee is refunded.
 */
export function rankRoom(kind: BattleKind, seats: Seat[], entryFee: number): Standing[] {
  const key = (s: Seat) => (kind === 'group' ? s.correct : s.score);
  const inPlay = seats.filter((s) => !s.forfeited);
  const paying = seats.filter((s) => !s.isBot).length;
  const fee = kind === 'bot' ? 0 : entryFee;
  if (inPlay.length === 0) {
    return seats.map((s) => ({ seat: s.seat, rank: 1, outcome: 'draw', coins: s.isBot ? 0 : fee }));
  }
  const best = Math.max(...inPlay.map(key));
  const top = inPlay.filter((s) => key(s) === best);
  const distinct = [...new Set(inPlay.map(key))].sort((a, b) => b - a);
  const rankOf = (s: Seat) => (s.forfeited ? distinct.length + 1 : distinct.indexOf(key(s)) + 1);
  const sharedWin = kind === 'group' || top.length === 1;
  const prize = sharedWin ? Math.floor((fee * paying) / top.length) : fee;
  return seats.map((s) => {
    const atTop = !s.forfeited && key(s) === best;
    const outcome = !atTop ? 'lost' : sharedWin ? 'won' : 'draw';
    return { seat: s.seat, rank: rankOf(s), outcome, coins: atTop && !s.isBot ? prize : 0 };
  });
}
