import { ReviewScreen } from '../../play';
import { trueFalsePaths } from './paths';
import { bookmarkTypeOf } from '../../../contract/modes';

export default function ReviewPage() {
  return <ReviewScreen paths={trueFalsePaths} bookmarkType={bookmarkTypeOf('true_false')} />;
}
