import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { asApiError, OfflineError, type ApiError } from '../../../api';
import { useContentLanguage } from '../../../lib/catalogue-target';
import { playSound } from '../../../lib/sound';
import { battleSocket, emit, onServer } from '../net/battle-socket';
import { battlePaths } from '../paths';

export type SearchPhase =
  | { name: 'idle' }
  | { name: 'searching'; until: number; totalMs: number }
  | { name: 'bot' }
  | { name: 'timeout' }
  | { name: 'error'; error: ApiError | OfflineError };

/**
 * A random-opponent search (or a bot game) from this page. Matched — by the search's own answer or by
 * `battle:matched` later — goes to the play page; the server's search time running out offers the bot.
 * Leaving the page while searching takes the player out of the queue.
 */
export function useSearch() {
  const navigate = useNavigate();
  const language = useContentLanguage();
  const [phase, setPhase] = useState<SearchPhase>({ name: 'idle' });
  const searching = useRef(false);
  /** Answers of an older request (before a cancel or a retry) are ignored. */
  const attempt = useRef(0);
  /**
   * Searches, cancels and bot games go to the server one after another: it handles a player's events side
   * by side, and a cancel that overtook its search's queue entry would leave the player queued.
   */
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const inOrder = useCallback(<T>(send: () => Promise<T>): Promise<T> => {
    const next = queue.current.catch(() => undefined).then(send);
    queue.current = next;
    return next;
  }, []);
  const cancelOnServer = useCallback(
    () => inOrder(() => emit('battle:cancel_search', {})).catch(() => undefined),
    [inOrder],
  );

  const play = useCallback(
    (roomId: string) => {
      searching.current = false;
      playSound('battle_matched');
      void navigate(battlePaths.play('one', roomId), { replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    const offs = [
      // Matched means the game has started with this player in it: go, even if a cancel raced it.
      onServer('battle:matched', (d) => play(d.room_id)),
      onServer('battle:search_timeout', () => {
        if (!searching.current) return;
        searching.current = false;
        setPhase({ name: 'timeout' });
      }),
    ];
    const socket = battleSocket();
    // The server drops a disconnected player's search; say so rather than count down for nothing.
    const lost = () => {
      if (!searching.current) return;
      searching.current = false;
      attempt.current += 1;
      setPhase({ name: 'error', error: new OfflineError() });
    };
    socket.on('disconnect', lost);
    return () => {
      offs.forEach((off) => off());
      socket.off('disconnect', lost);
    };
  }, [play]);

  // Leaving the page ends the search.
  useEffect(
    () => () => {
      if (!searching.current) return;
      searching.current = false;
      attempt.current += 1;
      void cancelOnServer();
    },
    [cancelOnServer],
  );

  const search = useCallback(
    async (category: number) => {
      const mine = ++attempt.current;
      searching.current = true;
      setPhase({ name: 'searching', until: Date.now(), totalMs: 0 });
      try {
        const ack = await inOrder(() =>
          emit('battle:search', { ...language, ...(category ? { category } : {}) }),
        );
        if (mine !== attempt.current) return;
        if (ack.matched && ack.room_id) play(ack.room_id);
        else setPhase({ name: 'searching', until: Date.now() + ack.search_ms, totalMs: ack.search_ms });
      } catch (e) {
        if (mine !== attempt.current) return;
        searching.current = false;
        setPhase({ name: 'error', error: asApiError(e) });
      }
    },
    [language, play, inOrder],
  );

  const cancel = useCallback(async () => {
    searching.current = false;
    attempt.current += 1;
    setPhase({ name: 'idle' });
    await cancelOnServer();
  }, [cancelOnServer]);

  const playBot = useCallback(
    async (category: number) => {
      const mine = ++attempt.current;
      searching.current = false;
      setPhase({ name: 'bot' });
      try {
        const snapshot = await inOrder(() =>
          emit('battle:bot', { ...language, ...(category ? { category } : {}) }),
        );
        if (mine === attempt.current) play(snapshot.room_id);
      } catch (e) {
        if (mine === attempt.current) setPhase({ name: 'error', error: asApiError(e) });
      }
    },
    [language, play, inOrder],
  );

  return { phase, search, cancel, playBot };
}
