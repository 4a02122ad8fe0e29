import { ResultScreen } from '../../play';
import { dailyPaths } from './paths';

/** The day's result; the dashboard learns "played" and the new streak from the server (get_daily_status). */
export default function ResultPage() {
  return <ResultScreen paths={dailyPaths} replay={false} />;
}
