import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { lastResultAtom, ResultScreen } from '../../play';
import { localDay } from './daily-day';
import { recordDailyAtom } from './daily-record';
import { dailyPaths } from './paths';

export default function ResultPage() {
  const last = useAtomValue(lastResultAtom);
  const record = useSetAtom(recordDailyAtom);
  const streak = last?.path === dailyPaths.play ? last.result.streak : undefined;

  // Today is done: the dashboard shows the new streak and the "come back tomorrow" state from now on.
  useEffect(() => {
    if (streak !== undefined) record({ day: localDay(), streak, played: true });
  }, [streak, record]);

  return <ResultScreen paths={dailyPaths} replay={false} />;
}
