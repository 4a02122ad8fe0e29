import { useParams } from 'react-router-dom';
import { SubcategoryListPage } from '../../components/SubcategoryListPage';
import { LevelsView } from '../../play';
import { levelsPath } from './paths';

export default function SubcategoriesPage() {
  const { category = '' } = useParams();
  return (
    <SubcategoryListPage
      mode="multi_match"
      category={category}
      pathOf={(sub) => levelsPath(category, sub)}
      whole={<LevelsView key={category} mode="multi_match" category={category} />}
    />
  );
}
