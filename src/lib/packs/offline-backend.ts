import type { Attempt } from '../../../contract/models';
import { callOrQueue } from '../../api/queue';
import type { PlayBackend } from '../../play/backend';
import { judge, localResult, type OfflineGame } from './local-play';

/**
 * A play session judged on the device from a pack: verdicts at once, lifelines for free (practice),
 * and at the end a result computed here while the game goes to the server through the outbox, keyed by
 * the attempt id so it is recorded once however often it is sent.
 */
export function offlineBackend(
  current: () => OfflineGame | null,
  balance: () => { coins: number; score: number },
  passPercentage: number,
): PlayBackend {
  const gameNow = () => {
    const game = current();
    if (!game) throw new Error('no offline game');
    return game;
  };
  const question = (id: number) => {
    const q = gameNow().key.get(id);
    if (!q) throw new Error('not in this game');
    return q;
  };
  return {
    answer: async (_attempt: Attempt, id, key) => {
      const q = question(id);
      return { correct: judge(q, key), answer: q.answer };
    },
    lifeline: async (attempt, id, name) => {
      const q = question(id);
      const shown = attempt.questions.find((s) => s.id === id)?.options ?? [];
      const wrong = shown.filter((o) => o.key !== q.answer).map((o) => o.key);
      if (name === 'fifty_fifty')
        return {
          coins: balance().coins,
          removed: wrong.sort(() => Math.random() - 0.5).slice(0, 2),
          poll: [],
        };
      if (name === 'audience_poll') {
        // A crowd that is mostly right, as the server's poll is; the rest spread over the wrong options.
        const right = 45 + Math.floor(Math.random() * 30);
        let left = 100 - right;
        const shares = new Map(
          wrong.map((key, i) => {
            const share = i === wrong.length - 1 ? left : Math.floor(Math.random() * (left + 1));
            left -= share;
            return [key, share] as const;
          }),
        );
        const poll = shown.map((o) => ({
          key: o.key,
          percent: o.key === q.answer ? right : (shares.get(o.key) ?? 0),
        }));
        return { coins: balance().coins, removed: [], poll };
      }
      return { coins: balance().coins, removed: [], poll: [] };
    },
    hint: async (_attempt, id) => {
      const q = question(id);
      const letters = [...q.answer.replace(/\s+/g, '')];
      const position = Math.floor(Math.random() * letters.length);
      return { coins: balance().coins, position, letter: letters[position] ?? '' };
    },
    submit: async (attempt, played) => {
      const game = gameNow();
      const result = localResult(game, played, balance(), passPercentage);
      const sent = played.filter((p) => game.key.has(p.id));
      if (sent.length === 0) return result;
      await callOrQueue(
        'set_practice_result',
        {
          client_id: attempt.attempt_id,
          mode: game.mode,
          level: game.level || undefined,
          play_questions: JSON.stringify(sent),
          played_at: Date.now(),
        },
        attempt.attempt_id,
      ).catch(() => undefined);
      return result;
    },
  };
}

/** A play page's offline session: the backend, and `start` which deals a new game from a pack. */
export function offlineSession(balance: () => { coins: number; score: number }, passPercentage: number) {
  let game: OfflineGame | null = null;
  return {
    backend: offlineBackend(() => game, balance, passPercentage),
    start(next: OfflineGame) {
      game = next;
      return next.attempt;
    },
  };
}
