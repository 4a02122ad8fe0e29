import { CategoryListPage } from '../../components/CategoryListPage';
import { listPath } from './paths';

export default function CategoriesPage() {
  return <CategoryListPage mode="fun_learn" pathOf={(slug) => listPath(slug)} />;
}
