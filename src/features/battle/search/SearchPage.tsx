import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { IconLock } from '../../../components/icons';
import { EmptyState, ErrorState, Page, PageHeader } from '../../../components/Page';
import { Seo } from '../../../components/Seo';
import { Skeleton } from '../../../components/Skeleton';
import { useCoins, useUser } from '../../../lib/session';
import {
  configNumber,
  configOn,
  useSystemConfig,
  useMultiLanguage,
  useContentLanguages,
} from '../../../lib/settings';
import { useSecondsLeft } from '../parts/use-seconds-left';
import { battlePaths } from '../paths';
import {
  BotStartingStage,
  ReadyStage,
  SearchingStage,
  ShortOfCoinsStage,
  TimeoutStage,
} from './SearchStages';
import { useSearch } from './use-search';
import { codes } from '../../../../contract/codes';

/**
 * /random-battle/search/: find a random opponent (or, with ?vs=bot, start a bot game). With battle
 * categories on, the player picks one first; otherwise the search starts at once. ?category= (from Play
 * again) starts in that category.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const bot = params.get('vs') === 'bot';
  const urlCategory = Number(params.get('category')) || 0;
  const config = useSystemConfig();
  const multiLanguage = useMultiLanguage();
  const contentLanguages = useContentLanguages();
  // Opened directly, the page may come up before the settings and the content languages: a search sent
  // then would queue the player in the wrong pool (another language's questions and players).
  const ready = Object.keys(config).length > 0 && (!multiLanguage || contentLanguages.length > 0);
  const categoryMode = configOn(config, 'battle_mode_random_category');
  const fee = bot ? 0 : configNumber(config, 'battle_mode_random_entry_coin');
  const coins = useCoins();
  const user = useUser();
  const me = { name: user?.name ?? '', profile: user?.profile ?? '' };
  const [category, setCategory] = useState(urlCategory);
  const { phase, search, cancel, playBot } = useSearch();
  const short = !bot && coins < fee;
  const botOnce = useRef(false);

  const begin = useEffectEvent(() => {
    if (!bot) return void search(category);
    // A bot game cannot be called off: never start two (React's development double effects).
    if (botOnce.current) return;
    botOnce.current = true;
    void playBot(category);
  });
  // Random battles (and the bot, which follows their settings) turned off by the admin.
  const off = !configOn(config, 'battle_mode_random');
  const auto = ready && !off && !short && (!categoryMode || urlCategory > 0);
  useEffect(() => {
    if (auto) begin();
  }, [auto]);

  const title = bot ? t('battle_bot_title') : t('battle_random_title');
  const secondsLeft = useSecondsLeft(phase.name === 'searching' && phase.totalMs > 0 ? phase.until : null);
  const totalSeconds = phase.name === 'searching' ? Math.round(phase.totalMs / 1000) : 0;
  const shortOfCoins = short || (phase.name === 'error' && phase.error.code === codes.notEnoughCoins);

  const start = () => void (bot ? playBot(category) : search(category));

  let body;
  if (!ready) body = <Skeleton height={320} radius="var(--radius-xl)" />;
  else if (off) body = <EmptyState Icon={IconLock} title={t('battle_choice_off')} />;
  else if (phase.name === 'searching')
    body = (
      <SearchingStage
        me={me}
        countdown={
          secondsLeft !== null
            ? { remaining: Math.min(totalSeconds, secondsLeft), total: totalSeconds }
            : null
        }
        fee={fee}
        coins={coins}
        onCancel={() => void cancel()}
      />
    );
  else if (phase.name === 'bot') body = <BotStartingStage me={me} />;
  else if (phase.name === 'timeout')
    body = (
      <TimeoutStage me={me} onRetry={() => void search(category)} onBot={() => void playBot(category)} />
    );
  else if (shortOfCoins) body = <ShortOfCoinsStage fee={fee} coins={coins} />;
  else if (phase.name === 'error')
    body = (
      <ErrorState message={phase.error.message} offline={phase.error.code === 'offline'} onRetry={start} />
    );
  else
    body = (
      <ReadyStage
        me={me}
        bot={bot}
        categoryMode={categoryMode}
        category={category}
        onCategory={setCategory}
        fee={fee}
        coins={coins}
        onStart={start}
      />
    );

  return (
    <Page narrow>
      <Seo title={title} />
      <PageHeader
        title={title}
        subtitle={bot ? t('battle_bot_text') : t('battle_random_text')}
        back={battlePaths.hub}
      />
      {body}
    </Page>
  );
}
