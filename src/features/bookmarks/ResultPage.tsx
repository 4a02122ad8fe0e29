import { useSearchParams } from 'react-router-dom';
import { ResultScreen } from '../../play';
import { bookmarkPaths, typeFrom } from './paths';

export default function ResultPage() {
  const [params] = useSearchParams();
  return <ResultScreen paths={bookmarkPaths(typeFrom(params))} />;
}
