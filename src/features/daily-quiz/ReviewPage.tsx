import { ReviewScreen } from '../../play';
import { dailyPaths } from './paths';

export default function ReviewPage() {
  return <ReviewScreen paths={dailyPaths} bookmarkType={1} />;
}
