import { useTranslation } from 'react-i18next';
import type { TrackerEntry } from '../../../contract/wallet-models';
import { IconCoin } from '../../components/icons';
import { dayLabel, formatNumber, formatTime, groupByDay, signedCoins } from './format';
import { reasonIcons } from './reason-icons';
import { isCoinReason, reasonKey } from './reasons';
import styles from './CoinHistory.module.css';

function HistoryRow({ entry }: { entry: TrackerEntry }) {
  const { t, i18n } = useTranslation();
  const Icon = isCoinReason(entry.reason) ? reasonIcons[entry.reason] : IconCoin;
  const income = entry.amount > 0;
  return (
    <li className={styles.row} data-testid="history-row" data-reason={entry.reason}>
      <span className={[styles.rowIcon, income ? styles.incomeIcon : styles.spendIcon].join(' ')}>
        <Icon size={22} />
      </span>
      <span className={styles.rowText}>
        <span className={styles.rowTitle} data-testid="history-title">
          {t(reasonKey(entry.reason, entry.amount))}
        </span>
        <span className={styles.rowMeta}>
          <time dateTime={entry.date}>{formatTime(i18n.language, entry.date)}</time>
          {' · '}
          {t('history_balance_after', { coins: formatNumber(i18n.language, entry.balance) })}
        </span>
      </span>
      <span
        className={[styles.amount, income ? styles.income : styles.spend].join(' ')}
        dir="ltr"
        data-testid="history-amount"
      >
        {signedCoins(i18n.language, entry.amount)}
      </span>
    </li>
  );
}

/** Coin movements grouped under a heading per day (today, yesterday, the date), newest first. */
export function HistoryList({ entries }: { entries: TrackerEntry[] }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.days}>
      {groupByDay(entries).map((group) => (
        <section key={group.key} className={styles.day}>
          <h2 className={styles.dayTitle}>
            {dayLabel(i18n.language, group.date, t('history_today'), t('history_yesterday'))}
          </h2>
          <ul className={styles.rows}>
            {group.rows.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
