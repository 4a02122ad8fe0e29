import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, isApiError } from '../../api';
import { useContentLanguage } from '../../lib/catalogue-target';
import { PlayScreen } from '../../play';
import { AlreadyPlayed } from './AlreadyPlayed';
import { localDay, playerTimeZone } from './daily-day';
import { dailyStatusAtom, markPlayedTodayAtom, recordDailyAtom } from './daily-record';
import { dailyPaths } from './paths';
import { codes } from '../../../contract/codes';

/** Today's quiz: fetching it issues the attempt, which is why only Start leads here. */
export default function PlayPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const status = useAtomValue(dailyStatusAtom);
  const record = useSetAtom(recordDailyAtom);
  const markPlayed = useSetAtom(markPlayedTodayAtom);
  // Fixed for the session: a game that runs past midnight is not reloaded as the next day's.
  const [day] = useState(localDay);

  async function load(signal: AbortSignal) {
    try {
      const quiz = await call(
        'get_daily_quiz',
        {
          timezone: playerTimeZone(),
          ...language,
        },
        { signal },
      );
      record({ day: quiz.day, streak: quiz.streak, played: false });
      return quiz;
    } catch (e) {
      if (isApiError(e) && e.code === codes.dailyQuizPlayed) markPlayed();
      throw e;
    }
  }

  return (
    <PlayScreen
      load={load}
      loadKey={`daily:${day}:${language.language_id ?? 0}`}
      paths={dailyPaths}
      title={t('mode_daily_quiz')}
      bookmarkType={1}
      renderError={(code) =>
        code === codes.dailyQuizPlayed ? <AlreadyPlayed streak={status.streak} heading="h1" /> : undefined
      }
    />
  );
}
