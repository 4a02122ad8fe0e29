import { useParams } from 'react-router-dom';
import { ReviewScreen } from '../../play';
import { sessionPaths } from './paths';
import { bookmarkTypeOf } from '../../../contract/modes';

export default function ReviewPage() {
  const { category = '', subcategory, level = '1' } = useParams();
  return (
    <ReviewScreen
      paths={sessionPaths(category, subcategory, Number.parseInt(level, 10) || 1)}
      bookmarkType={bookmarkTypeOf('multi_match')}
    />
  );
}
