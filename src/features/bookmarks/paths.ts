import type { PlayPaths } from '../../play';
import { bookmarkModes, bookmarkTypeOf } from '../../../contract/modes';

/** set_bookmark types that have a list, each with the mode whose questions it holds (SPEC §2). */
export const bookmarkTabs = bookmarkModes.map((mode) => ({ type: bookmarkTypeOf(mode.id), mode: mode.id }));

export const listBase = '/profile/play-bookmark-questions/';
const playBase = '/play-bookmark-questions/';

/** The type in a search string, or Quiz Zone's when it is missing or not a list. */
export const typeFrom = (params: URLSearchParams): number => {
  const n = Number(params.get('type'));
  return bookmarkTabs.some((tab) => tab.type === n) ? n : 1;
};

export const listPath = (type: number) => `${listBase}?type=${type}`;

export const bookmarkPaths = (type: number): PlayPaths => ({
  play: `${playBase}?type=${type}`,
  result: `${playBase}result/?type=${type}`,
  review: `${playBase}review/?type=${type}`,
  exit: listPath(type),
});
