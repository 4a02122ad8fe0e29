import { atom, useSetAtom } from 'jotai';
import { useAtomValue } from '../../lib/atom-hooks';
import { useEffect, useState } from 'react';
import type { ContestAttempt, ContestBoard, ContestRow } from '../../../contract/contest-models';
import { callWithMeta, useApi } from '../../api';
import { useContentLanguage } from '../../lib/catalogue-target';
import { usePagedBoard } from '../../lib/use-paged-board';
import { clockOffset } from './format';

/** The contest feature's state: the server's clock, the attempt the confirm sheet started, the boards. */

/** How far the device's clock is behind the server's, from the last get_contest (ms). */
const clockOffsetAtom = atom(0);

/**
 * The attempt started from the confirm sheet (which debited the fee): the play page plays it rather than
 * asking again, since a second get_questions_by_contest is refused (one play per player).
 */
const startedAttemptAtom = atom<ContestAttempt | null>(null);
export const useStartedAttempt = () => useAtomValue(startedAttemptAtom);
export const useSetStartedAttempt = () => useSetAtom(startedAttemptAtom);

export const playerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The three tabs, with the server's clock remembered for every countdown. */
export function useContests() {
  const language = useContentLanguage();
  const state = useApi('get_contest', { ...language, timezone: playerTimeZone() });
  const setOffset = useSetAtom(clockOffsetAtom);
  const serverTime = state.data?.server_time;
  useEffect(() => {
    if (serverTime) setOffset(clockOffset(serverTime, Date.now()));
  }, [serverTime, setOffset]);
  return state;
}

/** The server's "now", ticking every `everyMs` while mounted. */
export function useServerNow(everyMs = 1000): number {
  const offset = useAtomValue(clockOffsetAtom);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now + offset;
}

export const BOARD_PAGE = 25;
/** A live contest's board is asked again this often while visible. */
export const LIVE_REFRESH_MS = 10_000;

/**
 * One contest's board: the first page with the podium and the player's row, then "load more"; while the
 * contest is live it refreshes itself every ~10 s (while the page is visible).
 */
export function useContestBoard(contestId: number) {
  const language = useContentLanguage();
  return usePagedBoard<ContestBoard, ContestRow>(
    `${contestId}:${language.language_id ?? 0}`,
    async (offset, limit, signal) => {
      const res = await callWithMeta(
        'get_contest_leaderboard',
        { ...language, contest_id: contestId, offset, limit },
        { signal },
      );
      return { board: res.data, rows: res.data.data, total: res.total ?? res.data.data.length };
    },
    BOARD_PAGE,
    { everyMs: LIVE_REFRESH_MS, while: (board) => board.contest.status === 'live' },
  );
}
