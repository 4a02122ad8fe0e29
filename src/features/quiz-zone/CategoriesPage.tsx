import { CategoryListPage } from '../../components/CategoryListPage';
import { levelsPath } from './paths';

export default function CategoriesPage() {
  return <CategoryListPage type={1} modeId="quiz_zone" pathOf={(slug) => levelsPath(slug)} />;
}
