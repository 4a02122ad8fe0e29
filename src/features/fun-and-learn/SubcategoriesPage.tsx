import { useParams } from 'react-router-dom';
import { SubcategoryListPage } from '../../components/SubcategoryListPage';
import { PassageListView } from './PassageListView';
import { FUN_AND_LEARN_TYPE, listPath } from './paths';

export default function SubcategoriesPage() {
  const { category = '' } = useParams();
  return (
    <SubcategoryListPage
      type={FUN_AND_LEARN_TYPE}
      category={category}
      back="/fun-and-learn/"
      pathOf={(sub) => listPath(category, sub)}
      whole={<PassageListView key={category} category={category} />}
    />
  );
}
