import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { ContestAttempt, ContestBoard, ContestRow } from '../../../contract/contest-models';
import { asApiError, callWithMeta, errorMessage, useApi, type ApiError, type OfflineError } from '../../api';
import { useContentLanguage } from '../../lib/catalogue-target';
import { notify } from '../../lib/toast';
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

/** True while the page is on screen (live boards refresh only then). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

export const BOARD_PAGE = 25;
/** A live contest's board is asked again this often while visible. */
export const LIVE_REFRESH_MS = 10_000;

interface LoadedBoard {
  key: string;
  board: ContestBoard;
  rows: ContestRow[];
  total: number;
}

/**
 * One contest's board: the first page with the podium and the player's row, then "load more". While the
 * contest is live and the page visible it is fetched again every ~10 s, as many rows as are shown.
 */
export function useContestBoard(contestId: number) {
  const language = useContentLanguage();
  const key = `${contestId}:${language.language_id ?? 0}`;
  const [loaded, setLoaded] = useState<LoadedBoard | null>(null);
  const [error, setError] = useState<{ key: string; error: ApiError | OfflineError } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [tick, setTick] = useState(0);
  const visible = usePageVisible();
  const current = loaded?.key === key ? loaded : null;
  const shown = current?.rows.length ?? 0;
  const live = current?.board.contest.status === 'live';

  useEffect(() => {
    const controller = new AbortController();
    // A refresh keeps what "load more" brought on screen.
    const limit = Math.max(BOARD_PAGE, shown);
    callWithMeta(
      'get_contest_leaderboard',
      { ...language, contest_id: contestId, offset: 0, limit },
      { signal: controller.signal },
    ).then(
      (res) => {
        if (controller.signal.aborted) return;
        setLoaded({ key, board: res.data, rows: res.data.data, total: res.total ?? res.data.data.length });
        setError(null);
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setError({ key, error: asApiError(err) });
      },
    );
    return () => controller.abort();
    // `shown` is read, not watched: loading more must not refetch the first page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, tick]);

  useEffect(() => {
    if (!live || !visible) return;
    const id = window.setInterval(() => setTick((n) => n + 1), LIVE_REFRESH_MS);
    return () => window.clearInterval(id);
  }, [live, visible]);

  const loadMore = useCallback(() => {
    if (loadingMore) return;
    setLoadingMore(true);
    callWithMeta('get_contest_leaderboard', {
      ...language,
      contest_id: contestId,
      offset: shown,
      limit: BOARD_PAGE,
    })
      .then((res) =>
        setLoaded((s) =>
          s?.key === key
            ? {
                ...s,
                // A player who moved up between pages could appear twice: keep the first sighting.
                rows: [
                  ...s.rows,
                  ...res.data.data.filter((r) => !s.rows.some((o) => o.user_id === r.user_id)),
                ],
                total: res.total ?? s.total,
              }
            : s,
        ),
      )
      .catch((err: unknown) => notify.error(errorMessage(err)))
      .finally(() => setLoadingMore(false));
  }, [contestId, key, language, shown, loadingMore]);

  const failed = error?.key === key ? error.error : undefined;
  return {
    board: current?.board,
    rows: current?.rows ?? [],
    total: current?.total ?? 0,
    loading: !current && !failed,
    loadingMore,
    error: failed,
    loadMore,
    reload: useCallback(() => setTick((n) => n + 1), []),
  };
}
