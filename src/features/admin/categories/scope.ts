import { editableCatalogues } from '../../../../contract/modes';

/** The catalogues an editor picks from, named after their modes (mode_<id> strings). */
export const catalogueOptions = editableCatalogues.map((m) => ({
  type: m.categoryType,
  label: `mode_${m.id}`,
}));
