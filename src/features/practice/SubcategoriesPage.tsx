import { useParams } from 'react-router-dom';
import { SubcategoryListPage } from '../../components/SubcategoryListPage';
import { practiceModes, type ModeProps } from './config';
import { IntroView } from './IntroView';
import { introPath, modePath } from './paths';

export default function SubcategoriesPage({ mode }: ModeProps) {
  const { category = '' } = useParams();
  return (
    <SubcategoryListPage
      type={practiceModes[mode].categoryType}
      category={category}
      back={modePath(mode)}
      pathOf={(sub) => introPath(mode, category, sub)}
      whole={<IntroView key={category} mode={mode} category={category} />}
    />
  );
}
