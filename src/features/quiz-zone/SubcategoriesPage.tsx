import { useSetAtom } from 'jotai';
import { useParams } from 'react-router-dom';
import { SubcategoryListPage } from '../../components/SubcategoryListPage';
import { LevelsView } from '../../play';
import { selectedSubcategoryAtom } from './atoms';
import { levelsPath } from './paths';

export default function SubcategoriesPage() {
  const { category = '' } = useParams();
  const selectSub = useSetAtom(selectedSubcategoryAtom);
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
