import { useParams } from 'react-router-dom';
import { LevelsView } from '../../play';
import { useSelectedSubcategory } from './state';

export default function LevelsPage() {
  const { category = '', subcategory = '' } = useParams();
  const picked = useSelectedSubcategory();
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
