import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOfflineError, useApi } from '../../api';
import { Button, ButtonLink } from '../../components/Button';
import { IconHistory } from '../../components/icons';
import { ErrorState, Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { useCoins, useSetCoins } from '../../lib/session';
import { useSystemConfig } from '../../lib/settings';
import { BalanceHero } from './BalanceHero';
import { CoinsIllustration } from './CoinsIllustration';
import { ListSkeleton } from './ListSkeleton';
import { RedeemLocked, RedeemWait } from './RedeemClosed';
import { RedeemForm } from './RedeemForm';
import { nextRequestAt, rateFrom } from './redeem-rules';
import { RequestList } from './RequestList';
import { usePagedList } from './use-paged-list';
import styles from './Wallet.module.css';
import { EmptyState } from '../../components/EmptyState';

export default function WalletPage() {
  const { t } = useTranslation();
  const coins = useCoins();
  const setCoins = useSetCoins();
  const rate = rateFrom(useSystemConfig());
  const requests = usePagedList('get_payment_request', {}, 10);
  // The balance may have changed elsewhere (another tab, an operator's decision): start from the server's.
  const fresh = useApi('get_user_coin_score');
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (fresh.data) setCoins(fresh.data);
  }, [fresh.data, setCoins]);

  const nextAt = requests.loading ? null : nextRequestAt(rate, requests.items, now);
  const changed = () => {
    requests.reload();
    fresh.reload();
    setNow(Date.now());
  };

  return (
    <Page className={styles.walletPage}>
      <Seo title={t('nav_wallet')} />
      <PageHeader
        title={t('nav_wallet')}
        subtitle={t('wallet_subtitle')}
        back="/profile/"
        aside={
          <ButtonLink
            to="/profile/coin-history/"
            variant="ghost"
            small
            aria-label={t('nav_coin_history')}
            data-testid="wallet-history-link"
          >
            <IconHistory size={20} />
            <span className={styles.asideLabel}>{t('nav_coin_history')}</span>
          </ButtonLink>
        }
      />
      <div className={styles.walletGrid}>
        <div className={styles.walletMain}>
          <BalanceHero coins={coins} rate={rate} />
          {nextAt ? (
            <RedeemWait nextAt={nextAt} />
          ) : coins < rate.minimum ? (
            <RedeemLocked minimum={rate.minimum} />
          ) : (
            <RedeemForm coins={coins} rate={rate} onRequested={changed} />
          )}
        </div>
        <section className={styles.walletSide} aria-labelledby="requests-title">
          <h2 id="requests-title" className={styles.sectionTitle}>
            {t('wallet_requests_title')}
          </h2>
          {requests.error && requests.items.length === 0 ? (
            <ErrorState
              message={requests.error.message}
              offline={isOfflineError(requests.error)}
              onRetry={requests.reload}
            />
          ) : requests.loading ? (
            <ListSkeleton rows={2} />
          ) : requests.items.length === 0 ? (
            <EmptyState
              art={<CoinsIllustration />}
              heading="h3"
              title={t('wallet_requests_empty_title')}
              text={t('wallet_requests_empty_text')}
              testId="requests-empty"
            />
          ) : (
            <>
              <RequestList requests={requests.items} rate={rate} onChanged={changed} />
              {requests.items.length < requests.total ? (
                <Button variant="secondary" block busy={requests.loadingMore} onClick={requests.loadMore}>
                  {t('history_load_more')}
                </Button>
              ) : null}
            </>
          )}
        </section>
      </div>
    </Page>
  );
}
