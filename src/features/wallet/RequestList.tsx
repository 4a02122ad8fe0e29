import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentRequest } from '../../../contract/wallet-models';
import { call, errorMessage } from '../../api';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { IconMail, IconPhone, IconWallet } from '../../components/icons';
import { useSetCoins } from '../../lib/session';
import { notify } from '../../lib/toast';
import { formatDate, formatMoney, formatNumber } from './format';
import type { Rate } from './redeem-rules';
import { StatusChip } from './StatusChip';
import styles from './Requests.module.css';
import walletStyles from './Wallet.module.css';

const methodIcon = { paypal: IconMail, mobile: IconPhone, upi: IconWallet };

function RequestItem({
  request,
  rate,
  onCancel,
}: {
  request: PaymentRequest;
  rate: Rate;
  onCancel: (r: PaymentRequest) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const Icon = methodIcon[request.payment_type];
  return (
    <li className={styles.request} data-testid="request-item" data-status={request.status}>
      <div className={styles.requestTop}>
        <span className={styles.requestIcon}>
          <Icon size={22} />
        </span>
        <div className={styles.requestText}>
          <span className={styles.requestMoney} data-testid="request-money">
            {formatMoney(lang, rate.symbol, request.payment_amount)}
          </span>
          <span className={styles.requestMeta}>
            {t('wallet_coins_amount', { coins: formatNumber(lang, request.coin_used) })} ·{' '}
            {t(`wallet_method_${request.payment_type}`)}
          </span>
        </div>
        <StatusChip status={request.status} />
      </div>
      <div className={styles.requestAddress} dir="ltr">
        {request.payment_address}
      </div>
      <div className={styles.requestDates}>
        <span>{t('wallet_requested_on', { date: formatDate(lang, request.date) })}</span>
        {request.status_date ? (
          <span>
            {t('wallet_status_on', {
              status: t(`wallet_status_${request.status}`),
              date: formatDate(lang, request.status_date),
            })}
          </span>
        ) : null}
      </div>
      {request.reference ? (
        <p className={styles.requestReason} data-testid="request-reference">
          {t('wallet_reference', { reference: request.reference })}
        </p>
      ) : null}
      {request.reason ? <p className={styles.requestReason}>{request.reason}</p> : null}
      {request.status === 'pending' ? (
        <Button variant="secondary" small onClick={() => onCancel(request)} data-testid="request-cancel">
          {t('wallet_cancel_request')}
        </Button>
      ) : null}
    </li>
  );
}

/** The player's requests, newest first, with a confirmed cancel for a pending one. */
export function RequestList({
  requests,
  rate,
  onChanged,
}: {
  requests: PaymentRequest[];
  rate: Rate;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const setCoins = useSetCoins();
  const dialog = useRef<HTMLDialogElement>(null);
  const [target, setTarget] = useState<PaymentRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  function ask(request: PaymentRequest) {
    setTarget(request);
    setError('');
    dialog.current?.showModal();
  }

  async function confirm() {
    if (!target) return;
    setBusy(true);
    try {
      const res = await call('delete_pending_payment_request', { payment_id: target.id });
      setCoins({ coins: res.coins });
      dialog.current?.close();
      notify.success(t('wallet_cancelled', { coins: formatNumber(i18n.language, target.coin_used) }));
      onChanged();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ul className={styles.requests} data-testid="request-list">
        {requests.map((r) => (
          <RequestItem key={r.id} request={r} rate={rate} onCancel={ask} />
        ))}
      </ul>
      <Dialog
        ref={dialog}
        title={t('wallet_cancel_title')}
        testId="cancel-dialog"
        actions={
          <>
            <Button variant="secondary" onClick={() => dialog.current?.close()} data-testid="cancel-keep">
              {t('wallet_cancel_keep')}
            </Button>
            <Button variant="danger" busy={busy} onClick={() => void confirm()} data-testid="cancel-confirm">
              {t('wallet_cancel_request')}
            </Button>
          </>
        }
      >
        <p>{t('wallet_cancel_text', { coins: formatNumber(i18n.language, target?.coin_used ?? 0) })}</p>
        {error ? (
          <p className={walletStyles.formError} role="alert">
            {error}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
