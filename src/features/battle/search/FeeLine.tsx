import { useTranslation } from 'react-i18next';
import { IconCoin } from '../../../components/icons';
import styles from './Search.module.css';

/** The entry fee against the player's coins, and the prize (both fees) when there is one. */
export function FeeLine({ fee, coins }: { fee: number; coins: number }) {
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
