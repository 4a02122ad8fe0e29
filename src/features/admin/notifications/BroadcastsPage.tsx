import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Broadcast } from '../../../../contract/event-models';
import { SelectField } from '../../../components/Field';
import { Page, PageHeader } from '../../../components/Page';
import tone from '../../../components/Tone.module.css';
import { languageTag, numberLocale } from '../../../lib/i18n';
import { ConfirmButton } from '../ui/ConfirmButton';
import { adminCall } from '../ui/admin-call';
import { DataTable, type Column } from '../ui/DataTable';
import { tableState, useAdminTable } from '../ui/use-admin-table';
import styles from '../events/Events.module.css';
import { BroadcastForm } from './BroadcastForm';

const statusTone = { scheduled: tone.warning, sent: tone.success, cancelled: tone.muted } as const;

/** Broadcast notifications (issue 17): compose one, and every one sent or scheduled with its counts. */
export default function BroadcastsPage() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState('');
  const table = useAdminTable('admin_list_broadcasts', status ? { status } : {}, { sort: 'created_at' });
  const when = new Intl.DateTimeFormat(languageTag(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const count = new Intl.NumberFormat(numberLocale(i18n.language));
  const cancel = async (id: number) => {
    const done = await adminCall('admin_cancel_broadcast', { id }, t('admin_ev_broadcast_cancelled'));
    if (done) table.reload();
    return Boolean(done);
  };
  const columns: Column<Broadcast>[] = [
    {
      key: 'title',
      label: t('admin_ev_title'),
      cell: (r) => (
        <span dir="auto">
          <strong>{r.title}</strong>
          <br />
          <span className={styles.muted}>{r.body}</span>
        </span>
      ),
    },
    {
      key: 'audience',
      label: t('admin_ev_audience'),
      cell: (r) =>
        r.audience === 'language'
          ? `${t('admin_ev_audience_language')} · ${t(`admin_ev_ui_${r.audience_language}`)}`
          : t(`admin_ev_audience_${r.audience}`),
    },
    {
      key: 'status',
      label: t('admin_ev_status'),
      sort: 'scheduled_at',
      cell: (r) => (
        <span>
          <span className={`${styles.chip} ${statusTone[r.status]}`}>
            {t(`admin_ev_bstatus_${r.status}`)}
          </span>{' '}
          <time className={styles.muted} dateTime={r.sent_at ?? r.scheduled_at}>
            {when.format(new Date(r.sent_at ?? r.scheduled_at))}
          </time>
        </span>
      ),
    },
    {
      key: 'delivery',
      label: t('admin_ev_delivery'),
      cell: (r) =>
        r.status === 'sent'
          ? t('admin_ev_delivery_counts', {
              inApp: count.format(r.in_app),
              sent: count.format(r.push_sent),
              failed: count.format(r.push_failed),
            })
          : '—',
    },
    {
      key: 'actions',
      label: t('admin_ev_actions'),
      cell: (r) =>
        r.status === 'scheduled' ? (
          <ConfirmButton
            title={t('admin_ev_broadcast_cancel_title')}
            confirmLabel={t('admin_ev_broadcast_cancel')}
            onConfirm={() => cancel(r.id)}
            testId={`broadcast-cancel-${r.id}`}
          >
            {t('admin_ev_broadcast_cancel')}
          </ConfirmButton>
        ) : null,
    },
  ];
  return (
    <Page>
      <PageHeader title={t('admin_nav_notifications')} subtitle={t('admin_ev_broadcasts_subtitle')} />
      <BroadcastForm onSent={table.reload} />
      <DataTable
        caption={t('admin_ev_broadcasts')}
        columns={columns}
        {...tableState(table)}
        rowKey={(r) => r.id}
        searchLabel={t('admin_ev_broadcast_search')}
        emptyText={t('admin_ev_broadcast_empty')}
        testId="broadcasts-table"
        toolbar={
          <SelectField
            label={t('admin_ev_status')}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            <option value="">{t('admin_all')}</option>
            {(['scheduled', 'sent', 'cancelled'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`admin_ev_bstatus_${s}`)}
              </option>
            ))}
          </SelectField>
        }
      />
    </Page>
  );
}
