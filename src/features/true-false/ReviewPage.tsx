import { ReviewScreen } from '../../play';
import { trueFalsePaths } from './paths';

export default function ReviewPage() {
  return <ReviewScreen paths={trueFalsePaths} bookmarkType={1} />;
}
