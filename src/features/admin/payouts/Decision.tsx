import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPaymentRow } from '../../../../contract/admin-player-models';
import { Field } from '../../../components/Field';
import { adminCall } from '../ui/admin-call';
import { useAdminFormat } from '../ui/format';
import { FormButton } from '../ui/FormButton';
import styles from './Payouts.module.css';

/**
 * Mark paid (with the transfer's reference) or reject (with a reason) one pending request. The server
 * answers a repeated decision with the same result, so a double click or a retry is harmless.
 */
export function Decision({ payment, onDecided }: { payment: AdminPaymentRow; onDecided: () => void }) {
  const { t } = useTranslation();
  const f = useAdminFormat();
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const decide = async (status: 'completed' | 'rejected') => {
    if (status === 'rejected') {
      setTried(true);
      if (!reason.trim()) return false;
    }
    const done = await adminCall(
      'admin_update_payment_request',
      status === 'completed'
        ? { payment_id: payment.id, status, reference: reference.trim() }
        : { payment_id: payment.id, status, reason: reason.trim() },
      t(status === 'completed' ? 'admin_approved_done' : 'admin_rejected_done'),
    );
    if (done) onDecided();
    return !!done;
  };
  return (
    <div className={styles.decision}>
      <FormButton
        label={t('admin_approve')}
        title={t('admin_approve_title', { id: payment.id })}
        submitLabel={t('admin_approve')}
        testId="payout-approve"
        onOpen={() => setReference('')}
        onSubmit={() => decide('completed')}
      >
        <p className={styles.note}>
          {t('admin_approve_body', {
            amount: f.money(payment.payment_amount),
            method: t(`wallet_method_${payment.payment_type}`),
            address: `\u2066${payment.payment_address}\u2069`,
          })}
        </p>
        <Field
          label={t('admin_reference')}
          hint={t('admin_reference_hint')}
          value={reference}
          maxLength={120}
          onChange={(e) => setReference(e.target.value)}
          data-testid="payout-reference"
          dir="ltr"
        />
      </FormButton>
      <FormButton
        label={t('admin_reject')}
        title={t('admin_reject_title', { id: payment.id })}
        submitLabel={t('admin_reject')}
        variant="danger"
        testId="payout-reject"
        onOpen={() => {
          setReason('');
          setTried(false);
        }}
        onSubmit={() => decide('rejected')}
      >
        <p className={styles.note}>{t('admin_reject_body', { coins: f.number(payment.coin_used) })}</p>
        <Field
          label={t('admin_reject_reason')}
          value={reason}
          maxLength={300}
          onChange={(e) => setReason(e.target.value)}
          error={tried && !reason.trim() ? t('admin_reject_reason_needed') : undefined}
          data-testid="payout-reason"
        />
      </FormButton>
    </div>
  );
}
