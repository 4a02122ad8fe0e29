import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom';
import { catalogueMode, type ModeId } from '../../contract/modes';
import { prefetch } from '../api';
import { contentLanguageAt } from '../lib/content-language';
import { boardById, PAGE_SIZE } from '../features/leaderboard/boards';
import { trueFalseQuestions } from '../features/true-false/questions';

/**
 * Route loaders that start a page's first read while the page's code loads, instead of after the chunk
 * has arrived and the page has rendered once (issue 18: on a slow phone that round trip came last,
 * before the page's largest paint). They return at once; the page makes its own identical call, which
 * takes the answer on its way (api/client.ts, prefetch). React Router runs a route's loader beside its
 * lazy chunk. Only signed-in reads, only where the request follows from the URL alone.
 */
const early =
  (start: (url: URL) => void) =>
  ({ request }: LoaderFunctionArgs) => {
    start(new URL(request.url));
    return null;
  };

/** A mode's category list (CategoryListPage asks the same). */
export const categoriesEarly = (mode: ModeId) =>
  early((url) =>
    prefetch('get_categories', {
      type: catalogueMode(mode).categoryType,
      ...contentLanguageAt(url.pathname),
    }),
  );

/** The leaderboard's first page of the board in the URL (useBoard asks the same). */
export const leaderboardEarly = early((url) =>
  prefetch(boardById(url.searchParams.get('board')).action, { offset: 0, limit: PAGE_SIZE }),
);

/** True/false's questions: a new set each time, so only when the play route is entered. */
export const trueFalseEarly = early((url) =>
  prefetch('get_questions_by_type', trueFalseQuestions(contentLanguageAt(url.pathname))),
);

/** A game's set is drawn once, on entering; staying on the route never asks again. */
export const enteringOnly: ShouldRevalidateFunction = () => false;
