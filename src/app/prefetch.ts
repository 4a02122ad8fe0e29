import { startEarly } from '../api/client';
import { boardById, PAGE_SIZE } from '../features/leaderboard/boards';
import { sessionAtom } from '../lib/session';
import { store } from '../lib/store';

/**
 * The first read of the page the visitor lands on, sent as the app starts rather than after the page's
 * chunk, the strings and its first render (issue 18: it held the leaderboard's largest paint back by a
 * round trip and a render). Each must ask exactly what the page asks (same action and payload; client.ts
 * keys on them): a mismatch is only a wasted read. Reads only, never one that starts anything on the
 * server (a play session's questions start its clock). Not the catalogue lists: they add the content
 * language, known only once get_languages and the configuration have answered.
 */
export function prefetchLandingData(location: Pick<Location, 'pathname' | 'search'>): void {
  // The leaderboard is the signed-in player's: a visitor is sent to sign in instead.
  if (!store.get(sessionAtom).token) return;
  if (location.pathname.replace(/\/+$/, '') === '/leaderboard') {
    const board = boardById(new URLSearchParams(location.search).get('board'));
    // use-board.ts: the first page of the board.
    startEarly(board.action, { offset: 0, limit: PAGE_SIZE });
  }
}
