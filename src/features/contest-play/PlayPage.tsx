import { useTranslation } from 'react-i18next';
import { call } from '../../api';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { IconPodium } from '../../components/icons';
import { useContentLanguage } from '../../lib/catalogue-target';
import { PlayScreen } from '../../play/PlayScreen';
import { contestPaths } from './paths';
import { useSetStartedAttempt, useStartedAttempt } from './state';
import { useContestId } from './use-contest-id';

/**
 * A contest's one play: the attempt the confirm sheet started (its fee paid), served a question at a
 * time. Opened directly, the page asks the server, which refuses a second play in its own words.
 */
export default function PlayPage() {
  const { t } = useTranslation();
  const id = useContestId();
  const language = useContentLanguage();
  const started = useStartedAttempt();
  const setStarted = useSetStartedAttempt();
  const paths = contestPaths(id);

  const load = (signal: AbortSignal) => {
    if (started?.contest_id === id) {
      // Played once: a later visit asks the server, which knows it was played.
      setStarted(null);
      return Promise.resolve(started);
    }
    return call('get_questions_by_contest', { ...language, contest_id: id }, { signal });
  };

  return (
    <PlayScreen
      load={load}
      loadKey={`contest:${id}`}
      paths={paths}
      title={t('mode_contest_play')}
      renderError={(_code, message) =>
        message ? (
          <EmptyState
            Icon={IconPodium}
            title={t('contest_cannot_play')}
            text={message}
            action={
              <ButtonLink to={paths.board} variant="secondary" data-testid="contest-play-board">
                {t('contest_leaderboard')}
              </ButtonLink>
            }
          />
        ) : undefined
      }
    />
  );
}
