import { useSearchParams } from 'react-router-dom';
import { ReviewScreen } from '../../play';
import { bookmarkPaths, typeFrom } from './paths';

export default function ReviewPage() {
  const [params] = useSearchParams();
  const type = typeFrom(params);
  return <ReviewScreen paths={bookmarkPaths(type)} bookmarkType={type} />;
}
