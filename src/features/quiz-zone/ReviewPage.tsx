import { ReviewScreen } from '../../play';
import { useLevelPaths } from './use-level-paths';
import { bookmarkTypeOf } from '../../../contract/modes';

export default function ReviewPage() {
  const { paths } = useLevelPaths();
  return <ReviewScreen paths={paths} bookmarkType={bookmarkTypeOf('quiz_zone')} />;
}
