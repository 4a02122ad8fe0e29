import type { PlayPaths } from './state';

/**
 * URLs of a levelled mode's screens under its route root (contract/modes.ts `path`); a category without
 * subcategories has its levels at <root><category>/.
 */
export const levelsPathOf = (root: string, category: string, subcategory?: string) =>
  subcategory ? `${root}${category}/${subcategory}/` : `${root}${category}/`;

export const levelPlayPathOf = (
  root: string,
  category: string,
  subcategory: string | undefined,
  level: number,
) => `${levelsPathOf(root, category, subcategory)}level/${level}/`;

/** The play, result, review and exit paths of one level. */
export const levelSessionPathsOf = (
  root: string,
  category: string,
  subcategory: string | undefined,
  level: number,
): PlayPaths => {
  const play = levelPlayPathOf(root, category, subcategory, level);
  return {
    play,
    result: `${play}result/`,
    review: `${play}review/`,
    exit: levelsPathOf(root, category, subcategory),
  };
};
