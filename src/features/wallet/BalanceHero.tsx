import { useTranslation } from 'react-i18next';
import { IconCoin } from '../../components/icons';
import { formatMoney, formatNumber } from './format';
import { moneyFor, type Rate } from './redeem-rules';
import styles from './Wallet.module.css';

/** The balance, what it is worth, the rate and the minimum, with progress toward the minimum. */
export function BalanceHero({ coins, rate }: { coins: number; rate: Rate }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const short = Math.max(0, rate.minimum - coins);
  const progress = Math.min(100, Math.round((coins / rate.minimum) * 100));
  return (
    <section className={styles.hero} aria-labelledby="wallet-balance-label">
      <div className={styles.heroTop}>
        <span className={styles.heroCoin}>
          <IconCoin size={36} />
        </span>
        <div className={styles.heroText}>
          <span id="wallet-balance-label" className={styles.heroLabel}>
            {t('wallet_balance')}
          </span>
          <span className={styles.heroValue} data-testid="wallet-balance">
            {formatNumber(lang, coins)}
          </span>
          <span className={styles.heroWorth} data-testid="wallet-worth">
            {t('wallet_worth', { money: formatMoney(lang, rate.symbol, moneyFor(rate, coins)) })}
          </span>
        </div>
      </div>
      <div className={styles.heroFacts}>
        <span className={styles.fact} data-testid="wallet-rate">
          {t('wallet_rate', {
            coins: formatNumber(lang, rate.perCoin),
            money: formatMoney(lang, rate.symbol, rate.coinAmount),
          })}
        </span>
        <span className={styles.fact} data-testid="wallet-minimum">
          {t('wallet_minimum', { coins: formatNumber(lang, rate.minimum) })}
        </span>
      </div>
      {short > 0 ? (
        <div className={styles.progressBox}>
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={t('wallet_progress_label')}
            aria-valuemin={0}
            aria-valuemax={rate.minimum}
            aria-valuenow={Math.min(coins, rate.minimum)}
          >
            <span className={styles.progressFill} style={{ inlineSize: `${progress}%` }} />
          </div>
          <span className={styles.progressText} data-testid="wallet-need-more">
            {t('wallet_need_more', { coins: formatNumber(lang, short) })}
          </span>
        </div>
      ) : null}
    </section>
  );
}
