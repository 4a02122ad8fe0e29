import { levelPlayPathOf, levelSessionPathsOf, levelsPathOf } from '../../play/level-paths';
import { catalogueMode } from '../../../contract/modes';

export { titleFromSlug } from '../../lib/slug-title';

const MULTI_MATCH = catalogueMode('multi_match');

/** The levels of a category (or subcategory); a category without subcategories has them at /<cat>/. */
export const levelsPath = (category: string, subcategory?: string) =>
  levelsPathOf(MULTI_MATCH.path, category, subcategory);

export const playPath = (category: string, subcategory: string | undefined, level: number) =>
  levelPlayPathOf(MULTI_MATCH.path, category, subcategory, level);

export const sessionPaths = (category: string, subcategory: string | undefined, level: number) =>
  levelSessionPathsOf(MULTI_MATCH.path, category, subcategory, level);
