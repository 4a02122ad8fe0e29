import { CategoryListPage } from '../../components/CategoryListPage';
import { practiceModes, type ModeProps } from './config';
import { categoryPath } from './paths';

export default function CategoriesPage({ mode }: ModeProps) {
  return (
    <CategoryListPage
      type={practiceModes[mode].categoryType}
      modeId={mode}
      pathOf={(slug) => categoryPath(mode, slug)}
    />
  );
}
