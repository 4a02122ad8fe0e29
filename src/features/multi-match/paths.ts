export { titleFromSlug } from '../../lib/slug-title';
import type { PlayPaths } from '../../play';

/** Multi Match's category type in get_categories. */
export const MULTI_MATCH_TYPE = 6;

/** The levels of a category (or subcategory); a category without subcategories has them at /<cat>/. */
export const levelsPath = (category: string, subcategory?: string) =>
  subcategory ? `/multi-match-questions/${category}/${subcategory}/` : `/multi-match-questions/${category}/`;

export const playPath = (category: string, subcategory: string | undefined, level: number) =>
  `${levelsPath(category, subcategory)}level/${level}/`;

export const sessionPaths = (category: string, subcategory: string | undefined, level: number): PlayPaths => {
  const play = playPath(category, subcategory, level);
  return {
    play,
    result: `${play}result/`,
    review: `${play}review/`,
    exit: levelsPath(category, subcategory),
  };
};
