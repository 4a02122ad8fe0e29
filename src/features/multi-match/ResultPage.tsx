import { useParams } from 'react-router-dom';
import { ResultScreen } from '../../play';
import { playPath, sessionPaths } from './paths';

export default function ResultPage() {
  const { category = '', subcategory, level = '1' } = useParams();
  return (
    <ResultScreen
      paths={sessionPaths(category, subcategory, Number.parseInt(level, 10) || 1)}
      nextLevel={(next) => playPath(category, subcategory, next)}
    />
  );
}
