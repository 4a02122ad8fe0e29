import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminPaymentRow } from '../../../../contract/admin-player-models';
import { SelectField } from '../../../components/Field';
import { Page, PageHeader } from '../../../components/Page';
import { DataTable, type Column } from '../ui/DataTable';
import { useAdminFormat } from '../ui/format';
import { PaymentStatusBadge } from '../ui/PaymentStatusBadge';
import { useAdminTable } from '../ui/use-admin-table';
import { Decision } from './Decision';
import styles from './Payouts.module.css';

const statuses = ['pending', 'completed', 'rejected', 'cancelled'] as const;

/**
 * The payout queue (issue 17): pending requests oldest first by default; each is marked paid with the
 * transfer's reference or rejected with a reason (the coins go back), and the player is notified.
 */
export default function PayoutsPage() {
  const { t } = useTranslation();
  const f = useAdminFormat();
  const [status, setStatus] = useState<string>('pending');
  const table = useAdminTable('admin_list_payments', status ? { status } : {});
  const columns: Column<AdminPaymentRow>[] = [
    {
      key: 'id',
      label: t('admin_col_id'),
      sort: 'id',
      cell: (p) => <span className={styles.mono}>#{p.id}</span>,
    },
    {
      key: 'player',
      label: t('admin_col_player'),
      cell: (p) => (
        <span className={styles.stack}>
          <Link to={`/admin/players/${p.user_id}`} className={styles.link} dir="auto">
            {p.user_name || `#${p.user_id}`}
          </Link>
          <small dir="ltr">{p.user_email}</small>
        </span>
      ),
    },
    {
      key: 'amount',
      label: t('admin_col_amount'),
      sort: 'coin_used',
      cell: (p) => (
        <span className={styles.stack}>
          <strong>{f.money(p.payment_amount)}</strong>
          <small>{t('admin_coins_value', { coins: f.number(p.coin_used) })}</small>
        </span>
      ),
    },
    {
      key: 'address',
      label: t('admin_col_address'),
      cell: (p) => (
        <span className={styles.stack}>
          <span dir="ltr" className={styles.address}>
            {p.payment_address}
          </span>
          <small>{t(`wallet_method_${p.payment_type}`)}</small>
        </span>
      ),
    },
    {
      key: 'requested',
      label: t('admin_col_requested'),
      sort: 'created_at',
      cell: (p) => f.dateTime(p.date),
    },
    {
      key: 'status',
      label: t('admin_col_status'),
      cell: (p) => (
        <span className={styles.stack}>
          <PaymentStatusBadge status={p.status} />
          {p.reference ? <small>{t('admin_payment_reference', { reference: p.reference })}</small> : null}
          {p.reason ? <small dir="auto">{p.reason}</small> : null}
        </span>
      ),
    },
    {
      key: 'actions',
      label: t('admin_col_actions'),
      cell: (p) => (p.status === 'pending' ? <Decision payment={p} onDecided={table.reload} /> : null),
    },
  ];
  return (
    <Page>
      <PageHeader title={t('admin_nav_payouts')} subtitle={t('admin_payouts_subtitle')} />
      <DataTable
        caption={t('admin_nav_payouts')}
        columns={columns}
        rows={table.data?.rows}
        total={table.data?.total}
        rowKey={(p) => p.id}
        query={table.query}
        onQuery={table.update}
        loading={table.loading}
        error={table.error}
        onRetry={table.reload}
        searchLabel={t('admin_payouts_search')}
        emptyText={t(status === 'pending' ? 'admin_payouts_none_pending' : 'admin_payouts_empty')}
        testId="payouts-table"
        toolbar={
          <SelectField
            label={t('admin_filter_status')}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            data-testid="payouts-status"
          >
            <option value="">{t('admin_all')}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`wallet_status_${s}`)}
              </option>
            ))}
          </SelectField>
        }
      />
    </Page>
  );
}
