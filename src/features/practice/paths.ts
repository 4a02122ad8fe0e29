export { titleFromSlug } from '../../lib/slug-title';
import type { PlayPaths } from '../../play';
import { modeById } from '../../components/modes';
import type { PracticeModeId } from './config';

/** The mode's category list, e.g. /guess-the-word/ (components/modes.tsx holds the paths). */
export const modePath = (mode: PracticeModeId) => modeById(mode)?.path ?? '/';

/** The subcategory list of a category (or its intro, when it has no subcategories). */
export const categoryPath = (mode: PracticeModeId, category: string) => `${modePath(mode)}${category}/`;

/** The intro card of what is played: a subcategory, or a category without subcategories. */
export const introPath = (mode: PracticeModeId, category: string, subcategory?: string) =>
  subcategory ? `${categoryPath(mode, category)}${subcategory}/` : categoryPath(mode, category);

export const sessionPaths = (mode: PracticeModeId, category: string, subcategory?: string): PlayPaths => {
  const intro = introPath(mode, category, subcategory);
  return {
    play: `${intro}play/`,
    result: `${intro}result/`,
    review: `${intro}review/`,
    exit: categoryPath(mode, category),
  };
};
