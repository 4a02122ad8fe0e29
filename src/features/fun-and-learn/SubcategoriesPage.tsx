import { useParams } from 'react-router-dom';
import { SubcategoryListPage } from '../../components/SubcategoryListPage';
import { PassageListView } from './PassageListView';
import { listPath } from './paths';

export default function SubcategoriesPage() {
  const { category = '' } = useParams();
  return (
    <SubcategoryListPage
      mode="fun_learn"
      category={category}
      pathOf={(sub) => listPath(category, sub)}
      whole={<PassageListView key={category} category={category} />}
    />
  );
}
