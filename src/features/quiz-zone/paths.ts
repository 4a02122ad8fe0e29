export { titleFromSlug } from '../../lib/slug-title';
/** URLs of the Quiz Zone screens; a category without subcategories has its levels at /quiz-zone/<cat>/. */
export const levelsPath = (category: string, subcategory?: string) =>
  subcategory ? `/quiz-zone/${category}/${subcategory}/` : `/quiz-zone/${category}/`;

export const playPath = (category: string, subcategory: string | undefined, level: number) =>
  `${levelsPath(category, subcategory)}level/${level}/`;

export const resultPath = (category: string, subcategory: string | undefined, level: number) =>
  `${playPath(category, subcategory, level)}result/`;

export const reviewPath = (category: string, subcategory: string | undefined, level: number) =>
  `${playPath(category, subcategory, level)}review/`;
