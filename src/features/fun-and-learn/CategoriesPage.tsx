import { CategoryListPage } from '../../components/CategoryListPage';
import { FUN_AND_LEARN_TYPE, listPath } from './paths';

export default function CategoriesPage() {
  return <CategoryListPage type={FUN_AND_LEARN_TYPE} modeId="fun_learn" pathOf={(slug) => listPath(slug)} />;
}
