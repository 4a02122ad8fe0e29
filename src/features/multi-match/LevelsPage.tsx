import { useParams } from 'react-router-dom';
import { LevelsView } from './LevelsView';

export default function LevelsPage() {
  const { category = '', subcategory = '' } = useParams();
  return <LevelsView key={`${category}/${subcategory}`} category={category} subcategory={subcategory} />;
}
