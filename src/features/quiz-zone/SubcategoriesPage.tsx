import { useParams } from 'react-router-dom';
import { SubcategoryListPage } from '../../components/SubcategoryListPage';
import { LevelsView } from '../../play';
import { levelsPath } from './paths';
import { useSetSelectedSubcategory } from './state';

export default function SubcategoriesPage() {
  const { category = '' } = useParams();
  const selectSub = useSetSelectedSubcategory();
  return (
    <SubcategoryListPage
      mode="quiz_zone"
      category={category}
      pathOf={(sub) => levelsPath(category, sub)}
      onPick={selectSub}
      whole={<LevelsView key={category} mode="quiz_zone" category={category} />}
    />
  );
}
