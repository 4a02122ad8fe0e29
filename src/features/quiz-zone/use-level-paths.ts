import { useParams } from 'react-router-dom';
import type { PlayPaths } from '../../play';
import { levelsPath, playPath, resultPath, reviewPath } from './paths';

/** The play session paths of the level in the URL. */
export function useLevelPaths() {
  const { category = '', subcategory, level: levelParam = '1' } = useParams();
  const level = Math.max(1, Number.parseInt(levelParam, 10) || 1);
  const paths: PlayPaths = {
    play: playPath(category, subcategory, level),
    result: resultPath(category, subcategory, level),
    review: reviewPath(category, subcategory, level),
    exit: levelsPath(category, subcategory),
  };
  return {
    category,
    subcategory,
    level,
    paths,
    nextLevel: (n: number) => playPath(category, subcategory, n),
  };
}
