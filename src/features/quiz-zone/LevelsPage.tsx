import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import { LevelsView } from '../../play';
import { selectedSubcategoryAtom } from './atoms';

export default function LevelsPage() {
  const { category = '', subcategory = '' } = useParams();
  const picked = useAtomValue(selectedSubcategoryAtom);
  return (
    <LevelsView
      key={`${category}/${subcategory}`}
      mode="quiz_zone"
      category={category}
      subcategory={subcategory}
      pickedName={picked?.slug === subcategory ? picked.name : undefined}
    />
  );
}
