export { titleFromSlug } from '../../lib/slug-title';
import type { PlayPaths } from '../../play';
import { catalogueMode } from '../../../contract/modes';

const FUN_AND_LEARN = catalogueMode('fun_learn');

/** Fun & Learn's category type in get_categories. */
export const FUN_AND_LEARN_TYPE = FUN_AND_LEARN.categoryType;

/** The passage list of a subcategory, or of a category without subcategories. */
export const listPath = (category: string, subcategory?: string) =>
  subcategory ? `${FUN_AND_LEARN.path}${category}/${subcategory}/` : `${FUN_AND_LEARN.path}${category}/`;

export const passagePath = (category: string, subcategory: string | undefined, passage: number | string) =>
  `${listPath(category, subcategory)}passage/${passage}/`;

export const sessionPaths = (
  category: string,
  subcategory: string | undefined,
  passage: number | string,
): PlayPaths => {
  const base = passagePath(category, subcategory, passage);
  return {
    play: `${base}play/`,
    result: `${base}result/`,
    review: `${base}review/`,
    exit: listPath(category, subcategory),
  };
};
