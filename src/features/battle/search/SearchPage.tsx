import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/Button';
import { IconCoin, IconLock, IconRefresh, IconSwords, IconWallet } from '../../../components/icons';
import { EmptyState, ErrorState, Page, PageHeader } from '../../../components/Page';
import { Seo } from '../../../components/Seo';
import { Skeleton } from '../../../components/Skeleton';
import { coinsAtom, userAtom } from '../../../lib/session';
import {
  configNumber,
  contentLanguagesAtom,
  multiLanguageAtom,
  systemConfigAtom,
} from '../../../lib/settings';
import { Countdown } from '../../../play/Countdown';
import { IconRobot } from '../parts/icons';
import { useSecondsLeft } from '../parts/use-seconds-left';
import { battlePaths } from '../paths';
import { Arena } from './Arena';
import { CategoryPicker } from './CategoryPicker';
import styles from './Search.module.css';
import { useSearch } from './use-search';

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
  const config = useAtomValue(systemConfigAtom);
  const multiLanguage = useAtomValue(multiLanguageAtom);
  const contentLanguages = useAtomValue(contentLanguagesAtom);
  // Opened directly, the page may come up before the settings and the content languages: a search sent
  // then would queue the player in the wrong pool (another language's questions and players).
  const ready = Object.keys(config).length > 0 && (!multiLanguage || contentLanguages.length > 0);
  const categoryMode = String(config.battle_mode_random_category ?? '0') === '1';
  const fee = bot ? 0 : configNumber(config, 'battle_mode_random_entry_coin', 0);
  const coins = useAtomValue(coinsAtom);
  const user = useAtomValue(userAtom);
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
  const off = String(config.battle_mode_random ?? '1') === '0';
  const auto = ready && !off && !short && (!categoryMode || urlCategory > 0);
  useEffect(() => {
    if (auto) begin();
  }, [auto]);

  const title = bot ? t('battle_bot_title') : t('battle_random_title');
  const secondsLeft = useSecondsLeft(phase.name === 'searching' && phase.totalMs > 0 ? phase.until : null);
  const totalSeconds = phase.name === 'searching' ? Math.round(phase.totalMs / 1000) : 0;
  const shortOfCoins = short || (phase.name === 'error' && phase.error.code === '201');

  let body;
  if (!ready) body = <Skeleton height={320} radius="var(--radius-xl)" />;
  else if (off) body = <EmptyState Icon={IconLock} title={t('battle_choice_off')} />;
  else if (phase.name === 'searching')
    body = (
      <section className={styles.stage} aria-labelledby="search-status" data-testid="searching">
        <Arena me={me} opponent="searching" />
        <div className={styles.status}>
          <h2 id="search-status" className={styles.statusTitle}>
            {t('battle_searching')}
          </h2>
          <p className={styles.statusText}>{t('battle_searching_text')}</p>
        </div>
        {secondsLeft !== null ? (
          <Countdown remaining={Math.min(totalSeconds, secondsLeft)} total={totalSeconds} />
        ) : null}
        <FeeLine fee={fee} coins={coins} />
        <Button variant="secondary" block onClick={() => void cancel()} data-testid="search-cancel">
          {t('cancel')}
        </Button>
      </section>
    );
  else if (phase.name === 'bot')
    body = (
      <section className={styles.stage} aria-labelledby="search-status" data-testid="bot-starting">
        <Arena me={me} opponent="bot" />
        <div className={styles.status} role="status">
          <h2 id="search-status" className={styles.statusTitle}>
            {t('battle_bot_starting')}
          </h2>
          <p className={styles.statusText}>{t('battle_bot_chip')}</p>
        </div>
      </section>
    );
  else if (phase.name === 'timeout')
    body = (
      <section className={styles.stage} aria-labelledby="search-status" data-testid="search-timeout">
        <Arena me={me} opponent="empty" />
        <div className={styles.status} aria-live="polite">
          <h2 id="search-status" className={styles.statusTitle}>
            {t('battle_nobody_came')}
          </h2>
          <p className={styles.statusText} data-testid="search-timeout-text">
            {t('code_256')}
          </p>
        </div>
        <div className={styles.actions}>
          <Button block onClick={() => void search(category)} data-testid="search-retry">
            <IconRefresh size={20} /> {t('retry')}
          </Button>
          <Button variant="secondary" block onClick={() => void playBot(category)} data-testid="search-bot">
            <IconRobot size={20} /> {t('battle_play_bot')}
          </Button>
        </div>
      </section>
    );
  else if (shortOfCoins)
    body = (
      <section className={styles.stage} aria-labelledby="short-title" data-testid="short-of-coins">
        <span className={styles.bigCoin} aria-hidden="true">
          <IconCoin size={56} />
        </span>
        <div className={styles.status}>
          <h2 id="short-title" className={styles.statusTitle}>
            {t('battle_short_title')}
          </h2>
          <p className={styles.statusText}>{t('battle_short_text', { fee, coins })}</p>
        </div>
        <div className={styles.actions}>
          <ButtonLink to="/quiz-zone/" block data-testid="earn-coins">
            <IconCoin size={20} /> {t('battle_earn_coins')}
          </ButtonLink>
          <ButtonLink to="/profile/wallet/" variant="secondary" block data-testid="wallet-link">
            <IconWallet size={20} /> {t('battle_my_wallet')}
          </ButtonLink>
          <ButtonLink to={`${battlePaths.search}?vs=bot`} variant="ghost" block>
            <IconRobot size={20} /> {t('battle_play_bot_free')}
          </ButtonLink>
        </div>
      </section>
    );
  else if (phase.name === 'error')
    body = (
      <ErrorState
        message={phase.error.message}
        offline={phase.error.code === 'offline'}
        onRetry={() => void (bot ? playBot(category) : search(category))}
      />
    );
  else
    body = (
      <section className={styles.stage} aria-labelledby="ready-title" data-testid="search-ready">
        <Arena me={me} opponent={bot ? 'bot' : 'mystery'} />
        <h2 id="ready-title" className="visually-hidden">
          {t('battle_ready')}
        </h2>
        {categoryMode ? <CategoryPicker value={category} onChange={setCategory} /> : null}
        {bot ? null : <FeeLine fee={fee} coins={coins} />}
        <Button
          block
          onClick={() => void (bot ? playBot(category) : search(category))}
          data-testid="search-start"
        >
          {bot ? <IconRobot size={20} /> : <IconSwords size={20} />}
          {bot ? t('battle_play_bot') : t('battle_find_opponent')}
        </Button>
      </section>
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

/** The entry fee against the player's coins. */
function FeeLine({ fee, coins }: { fee: number; coins: number }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.fees}>
      <div className={styles.fee}>
        <dt>{t('battle_entry')}</dt>
        <dd data-testid="search-fee">
          <IconCoin size={18} />
          {fee}
        </dd>
      </div>
      <div className={styles.fee}>
        <dt>{t('battle_your_coins')}</dt>
        <dd data-testid="search-coins">
          <IconCoin size={18} />
          {coins}
        </dd>
      </div>
      {fee > 0 ? (
        <div className={styles.fee}>
          <dt>{t('battle_prize')}</dt>
          <dd>
            <IconCoin size={18} />
            {fee * 2}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
