import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api';
import { useContentLanguage } from '../../lib/catalogue-target';
import { PlayScreen } from '../../play/PlayScreen';
import { AlreadyPlayed } from './AlreadyPlayed';
import { localDay, playerTimeZone } from './daily-day';
import { dailyPaths } from './paths';
import { codes } from '../../../contract/codes';
import { bookmarkTypeOf } from '../../../contract/modes';

/** Today's quiz: fetching it issues the attempt, which is why only Start leads here. */
export default function PlayPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  // Fixed for the session: a game that runs past midnight is not reloaded as the next day's.
  const [day] = useState(localDay);

  const load = (signal: AbortSignal) =>
    call('get_daily_quiz', { timezone: playerTimeZone(), ...language }, { signal });

  return (
    <PlayScreen
      load={load}
      loadKey={`daily:${day}:${language.language_id ?? 0}`}
      paths={dailyPaths}
      title={t('mode_daily_quiz')}
      bookmarkType={bookmarkTypeOf('daily_quiz')}
      renderError={(code) => (code === codes.dailyQuizPlayed ? <AlreadyPlayed heading="h1" /> : undefined)}
    />
  );
}
