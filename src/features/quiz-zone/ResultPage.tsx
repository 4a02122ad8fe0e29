import { ResultScreen } from '../../play';
import { useLevelPaths } from './use-level-paths';

export default function ResultPage() {
  const { paths, nextLevel } = useLevelPaths();
  return <ResultScreen paths={paths} nextLevel={nextLevel} />;
}
