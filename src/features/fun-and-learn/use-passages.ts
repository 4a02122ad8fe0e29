import { useState } from 'react';
import { useApi } from '../../api';
import { useCatalogueTarget, useContentLanguage } from '../../lib/catalogue-target';
import { FUN_AND_LEARN_TYPE } from './paths';

/**
 * The passages of a category or subcategory. get_fun_n_learn takes the numeric id, so the slugs are
 * resolved first; a premium category still locked is not fetched (the server would answer 203).
 */
export function usePassages(category: string, subcategory?: string) {
  const language = useContentLanguage();
  const resolved = useCatalogueTarget(FUN_AND_LEARN_TYPE, category, subcategory);
  const [unlocked, setUnlocked] = useState(false);
  const { target } = resolved;
  const locked = !!target && target.category.is_premium && !target.category.has_unlocked && !unlocked;
  const list = useApi(
    'get_fun_n_learn',
    { type: target?.type ?? 'category', type_id: target?.id ?? 0, ...language },
    !!target && !locked,
  );
  return {
    target,
    locked,
    unlock: () => setUnlocked(true),
    passages: list.data,
    loading: resolved.loading || (!!target && !locked && list.loading),
    error: resolved.error ?? list.error,
    reload: () => {
      resolved.reload();
      list.reload();
    },
  };
}
