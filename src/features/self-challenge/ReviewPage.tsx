import { useSearchParams } from 'react-router-dom';
import { ReviewScreen } from '../../play';
import { readChoice, selfPaths } from './choice';
import { bookmarkTypeOf } from '../../../contract/modes';

export default function ReviewPage() {
  const [params] = useSearchParams();
  return (
    <ReviewScreen paths={selfPaths(readChoice(params))} bookmarkType={bookmarkTypeOf('self_challenge')} />
  );
}
