import { ReviewScreen, useLastResult } from '../../play';
import { offlineHome } from './paths';

export default function ReviewPage() {
  const last = useLastResult();
  const paths = {
    play: last?.path ?? '',
    result: '/offline/result/',
    review: '/offline/review/',
    exit: offlineHome,
  };
  return <ReviewScreen paths={paths} bookmarkType={1} />;
}
