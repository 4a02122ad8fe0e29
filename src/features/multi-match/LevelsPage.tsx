import { useParams } from 'react-router-dom';
import { LevelsView } from '../../play';

export default function LevelsPage() {
  const { category = '', subcategory = '' } = useParams();
  return (
    <LevelsView
      key={`${category}/${subcategory}`}
      mode="multi_match"
      category={category}
      subcategory={subcategory}
    />
  );
}
