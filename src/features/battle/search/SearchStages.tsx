import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/Button';
import { IconCoin, IconRefresh, IconSwords, IconWallet } from '../../../components/icons';
import { Countdown } from '../../../play/Countdown';
import { IconRobot } from '../parts/icons';
import { battlePaths } from '../paths';
import { Arena } from './Arena';
import { CategoryPicker } from './CategoryPicker';
import { FeeLine } from './FeeLine';
import styles from './Search.module.css';

type Me = { name: string; profile: string };

/** Looking for an opponent, counting down to the server's give-up time (when it gave one). */
export function SearchingStage({
  me,
  countdown,
  fee,
  coins,
  onCancel,
}: {
  me: Me;
  countdown: { remaining: number; total: number } | null;
  fee: number;
  coins: number;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.stage} aria-labelledby="search-status" data-testid="searching">
      <Arena me={me} opponent="searching" />
      <div className={styles.status}>
        <h2 id="search-status" className={styles.statusTitle}>
          {t('battle_searching')}
        </h2>
        <p className={styles.statusText}>{t('battle_searching_text')}</p>
      </div>
      {countdown ? <Countdown remaining={countdown.remaining} total={countdown.total} /> : null}
      <FeeLine fee={fee} coins={coins} />
      <Button variant="secondary" block onClick={onCancel} data-testid="search-cancel">
        {t('cancel')}
      </Button>
    </section>
  );
}

/** The bot game is being set up: no way back from here. */
export function BotStartingStage({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
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
}

/** Nobody came (256): search again, or play the bot. */
export function TimeoutStage({ me, onRetry, onBot }: { me: Me; onRetry: () => void; onBot: () => void }) {
  const { t } = useTranslation();
  return (
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
        <Button block onClick={onRetry} data-testid="search-retry">
          <IconRefresh size={20} /> {t('retry')}
        </Button>
        <Button variant="secondary" block onClick={onBot} data-testid="search-bot">
          <IconRobot size={20} /> {t('battle_play_bot')}
        </Button>
      </div>
    </section>
  );
}

/** Too few coins for the fee: ways to earn some, the wallet, or the free bot game. */
export function ShortOfCoinsStage({ fee, coins }: { fee: number; coins: number }) {
  const { t } = useTranslation();
  return (
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
}

/** Before the search: the category (when battles have them), the fee, and the start. */
export function ReadyStage({
  me,
  bot,
  categoryMode,
  category,
  onCategory,
  fee,
  coins,
  onStart,
}: {
  me: Me;
  bot: boolean;
  categoryMode: boolean;
  category: number;
  onCategory: (id: number) => void;
  fee: number;
  coins: number;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.stage} aria-labelledby="ready-title" data-testid="search-ready">
      <Arena me={me} opponent={bot ? 'bot' : 'mystery'} />
      <h2 id="ready-title" className="visually-hidden">
        {t('battle_ready')}
      </h2>
      {categoryMode ? <CategoryPicker value={category} onChange={onCategory} /> : null}
      {bot ? null : <FeeLine fee={fee} coins={coins} />}
      <Button block onClick={onStart} data-testid="search-start">
        {bot ? <IconRobot size={20} /> : <IconSwords size={20} />}
        {bot ? t('battle_play_bot') : t('battle_find_opponent')}
      </Button>
    </section>
  );
}
