import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackerFilter } from '../../../contract/wallet-models';
import { isOfflineError, useApi } from '../../api';
import { Button, ButtonLink } from '../../components/Button';
import { IconCoin, IconPlay, IconWallet } from '../../components/icons';
import { ErrorState, Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { useCoins, useSetCoins } from '../../lib/session';
import { CoinsIllustration } from './CoinsIllustration';
import { formatNumber } from './format';
import { HistoryList } from './HistoryList';
import { historyPanelId, historyTabId, HistoryTabs } from './HistoryTabs';
import { ListSkeleton } from './ListSkeleton';
import { usePagedList } from './use-paged-list';
import styles from './CoinHistory.module.css';
import { EmptyState } from '../../components/EmptyState';

function EmptyHistory({ type }: { type: TrackerFilter }) {
  const { t } = useTranslation();
  const spend = type === 'spend';
  return (
    <EmptyState
      art={<CoinsIllustration />}
      title={t(`history_empty_${type}_title`)}
      text={t(spend ? 'history_empty_spend_text' : 'history_empty_all_text')}
      action={
        spend ? (
          <ButtonLink to="/profile/wallet/" variant="secondary">
            <IconWallet size={20} /> {t('history_wallet_cta')}
          </ButtonLink>
        ) : (
          <ButtonLink to="/quiz-zone/">
            <IconPlay size={20} /> {t('history_play_cta')}
          </ButtonLink>
        )
      }
    />
  );
}

export default function CoinHistoryPage() {
  const { t, i18n } = useTranslation();
  const coins = useCoins();
  const [type, setType] = useState<TrackerFilter>('all');
  const list = usePagedList('get_tracker_data', { type });
  // The history is the server's, so the balance beside it is too (coins may have moved in another tab).
  const setCoins = useSetCoins();
  const fresh = useApi('get_user_coin_score');
  useEffect(() => {
    if (fresh.data) setCoins(fresh.data);
  }, [fresh.data, setCoins]);

  return (
    <Page narrow>
      <Seo title={t('nav_coin_history')} />
      <PageHeader title={t('nav_coin_history')} subtitle={t('history_subtitle')} back="/profile/" />
      <section className={styles.balanceStrip} aria-label={t('history_balance')}>
        <span className={styles.balanceCoin}>
          <IconCoin size={28} />
        </span>
        <span className={styles.balanceText}>
          <span className={styles.balanceLabel}>{t('history_balance')}</span>
          <span className={styles.balanceValue} data-testid="history-balance">
            {formatNumber(i18n.language, coins)}
          </span>
        </span>
        <ButtonLink to="/profile/wallet/" variant="gold" small className={styles.balanceAction}>
          <IconWallet size={18} /> {t('history_redeem')}
        </ButtonLink>
      </section>

      <HistoryTabs type={type} onSelect={setType} />
      <div
        id={historyPanelId}
        role="tabpanel"
        aria-labelledby={historyTabId(type)}
        aria-busy={list.loading || undefined}
        className={styles.panel}
        data-testid="history-panel"
      >
        {list.error && list.items.length === 0 ? (
          <ErrorState
            message={list.error.message}
            offline={isOfflineError(list.error)}
            onRetry={list.reload}
          />
        ) : list.loading ? (
          <ListSkeleton />
        ) : list.items.length === 0 ? (
          <EmptyHistory type={type} />
        ) : (
          <>
            <HistoryList entries={list.items} />
            {list.items.length < list.total ? (
              <Button
                variant="secondary"
                block
                busy={list.loadingMore}
                onClick={list.loadMore}
                data-testid="history-more"
              >
                {t('history_load_more')}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </Page>
  );
}
