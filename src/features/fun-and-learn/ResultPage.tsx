import { useParams } from 'react-router-dom';
import { ResultScreen } from '../../play';
import { sessionPaths } from './paths';

export default function ResultPage() {
  const { category = '', subcategory, passage = '' } = useParams();
  return <ResultScreen paths={sessionPaths(category, subcategory, passage)} />;
}
