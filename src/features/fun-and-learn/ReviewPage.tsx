import { useParams } from 'react-router-dom';
import { ReviewScreen } from '../../play';
import { sessionPaths } from './paths';

export default function ReviewPage() {
  const { category = '', subcategory, passage = '' } = useParams();
  return <ReviewScreen paths={sessionPaths(category, subcategory, passage)} />;
}
