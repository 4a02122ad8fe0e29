import { CategoryListPage } from '../../components/CategoryListPage';
import { levelsPath } from './paths';

export default function CategoriesPage() {
  return <CategoryListPage mode="quiz_zone" pathOf={(slug) => levelsPath(slug)} />;
}
