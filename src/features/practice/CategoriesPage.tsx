import { CategoryListPage } from '../../components/CategoryListPage';
import type { ModeProps } from './config';
import { categoryPath } from './paths';

export default function CategoriesPage({ mode }: ModeProps) {
  return <CategoryListPage mode={mode} pathOf={(slug) => categoryPath(mode, slug)} />;
}
