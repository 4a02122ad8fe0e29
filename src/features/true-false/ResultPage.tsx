import { ResultScreen } from '../../play';
import { trueFalsePaths } from './paths';

export default function ResultPage() {
  return <ResultScreen paths={trueFalsePaths} />;
}
