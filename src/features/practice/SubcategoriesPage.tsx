import { useParams } from 'react-router-dom';
import { SubcategoryListPage } from '../../components/SubcategoryListPage';
import type { ModeProps } from './config';
import { IntroView } from './IntroView';
import { introPath } from './paths';

export default function SubcategoriesPage({ mode }: ModeProps) {
  const { category = '' } = useParams();
  return (
    <SubcategoryListPage
      mode={mode}
      category={category}
      pathOf={(sub) => introPath(mode, category, sub)}
      whole={<IntroView key={category} mode={mode} category={category} />}
    />
  );
}
