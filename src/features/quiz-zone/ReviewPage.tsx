import { ReviewScreen } from '../../play';
import { useLevelPaths } from './use-level-paths';

export default function ReviewPage() {
  const { paths } = useLevelPaths();
  return <ReviewScreen paths={paths} bookmarkType={1} />;
}
