import { ReviewScreen } from '../../play';
import { dailyPaths } from './paths';
import { bookmarkTypeOf } from '../../../contract/modes';

export default function ReviewPage() {
  return <ReviewScreen paths={dailyPaths} bookmarkType={bookmarkTypeOf('daily_quiz')} />;
}
