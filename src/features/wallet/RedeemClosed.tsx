import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { IconClock, IconPlay } from '../../components/icons';
import { formatDateTime, formatNumber } from './format';
import styles from './Wallet.module.css';

/** The redeem card with its title, holding why the form is not there. */
function ClosedCard({ testId, children }: { testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      className={[styles.card, styles.closed].join(' ')}
      aria-labelledby="redeem-title"
      data-testid={testId}
    >
      <h2 id="redeem-title" className={styles.cardTitle}>
        {t('wallet_redeem_title')}
      </h2>
      {children}
    </section>
  );
}

/** In place of the form while a request is inside the waiting time. */
export function RedeemWait({ nextAt }: { nextAt: Date }) {
  const { t, i18n } = useTranslation();
  return (
    <ClosedCard testId="redeem-wait">
      <span className={[styles.closedIcon, styles.waitIcon].join(' ')}>
        <IconClock size={32} />
      </span>
      <p className={styles.closedTitle}>{t('code_127')}</p>
      <p className={styles.closedText}>
        {t('wallet_next_request', { date: formatDateTime(i18n.language, nextAt.toISOString()) })}
      </p>
      <p className={styles.payoutNote}>
        <IconClock size={16} /> {t('wallet_payout_time')}
      </p>
    </ClosedCard>
  );
}

/** In place of the form while the balance is under the minimum (the hero shows how far): where to earn. */
export function RedeemLocked({ minimum }: { minimum: number }) {
  const { t, i18n } = useTranslation();
  return (
    <ClosedCard testId="redeem-locked">
      <p className={styles.closedTitle}>
        {t('wallet_locked_title', { coins: formatNumber(i18n.language, minimum) })}
      </p>
      <p className={styles.closedText}>{t('wallet_locked_text')}</p>
      <ButtonLink to="/quiz-zone/" block>
        <IconPlay size={20} /> {t('history_play_cta')}
      </ButtonLink>
    </ClosedCard>
  );
}
