import { useParams } from 'react-router-dom';
import { SubcategoryListPage } from '../../components/SubcategoryListPage';
import { LevelsView } from './LevelsView';
import { levelsPath, MULTI_MATCH_TYPE } from './paths';

export default function SubcategoriesPage() {
  const { category = '' } = useParams();
  return (
    <SubcategoryListPage
      type={MULTI_MATCH_TYPE}
      category={category}
      back="/multi-match-questions/"
      pathOf={(sub) => levelsPath(category, sub)}
      levels
      // Match and sequence questions are dealt anew each game, so packs cannot hold them.
      pack={false}
      whole={<LevelsView key={category} category={category} />}
    />
  );
}
