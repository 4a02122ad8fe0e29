import { useParams } from 'react-router-dom';
import { PassageListView } from './PassageListView';

export default function PassageListPage() {
  const { category = '', subcategory = '' } = useParams();
  return <PassageListView key={`${category}/${subcategory}`} category={category} subcategory={subcategory} />;
}
