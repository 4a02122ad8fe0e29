import { levelPlayPathOf, levelsPathOf } from '../../play/level-paths';
import { catalogueMode } from '../../../contract/modes';

export { titleFromSlug } from '../../lib/slug-title';

const root = catalogueMode('quiz_zone').path;

/** URLs of the Quiz Zone screens; a category without subcategories has its levels at /quiz-zone/<cat>/. */
export const levelsPath = (category: string, subcategory?: string) =>
  levelsPathOf(root, category, subcategory);

export const playPath = (category: string, subcategory: string | undefined, level: number) =>
  levelPlayPathOf(root, category, subcategory, level);

export const resultPath = (category: string, subcategory: string | undefined, level: number) =>
  `${playPath(category, subcategory, level)}result/`;

export const reviewPath = (category: string, subcategory: string | undefined, level: number) =>
  `${playPath(category, subcategory, level)}review/`;
