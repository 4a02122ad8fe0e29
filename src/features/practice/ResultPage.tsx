import { useParams } from 'react-router-dom';
import { ResultScreen } from '../../play';
import type { ModeProps } from './config';
import { sessionPaths } from './paths';

export default function ResultPage({ mode }: ModeProps) {
  const { category = '', subcategory } = useParams();
  return <ResultScreen paths={sessionPaths(mode, category, subcategory)} />;
}
