import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMail } from '../../../../contract/site-models';
import { Button } from '../../../components/Button';
import { languageTag } from '../../../lib/i18n';
import { DataTable, type Column } from '../ui/DataTable';
import { useAdminTable } from '../ui/use-admin-table';
import styles from './Settings.module.css';

/** The development mailbox: with no SMTP server configured, mails are kept here for the operator. */
export function MailPage() {
  const { t, i18n } = useTranslation();
  const table = useAdminTable('admin_list_mail');
  const [open, setOpen] = useState<number | null>(null);
  const when = new Intl.DateTimeFormat(languageTag(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const columns: Column<AdminMail>[] = [
    {
      key: 'when',
      label: t('admin_mail_when'),
      sort: 'created_at',
      cell: (m) => <time dateTime={m.created_at}>{when.format(new Date(m.created_at))}</time>,
    },
    { key: 'to', label: t('admin_mail_to'), cell: (m) => <span className={styles.mono}>{m.recipient}</span> },
    {
      key: 'subject',
      label: t('admin_mail_subject'),
      cell: (m) => (
        <div className={styles.mail}>
          <Button
            variant="ghost"
            small
            aria-expanded={open === m.id}
            onClick={() => setOpen(open === m.id ? null : m.id)}
            data-testid="mail-open"
          >
            <span dir="auto">{m.subject}</span>
          </Button>
          {open === m.id ? (
            <pre className={styles.mailText} dir="auto" data-testid="mail-text">
              {m.text}
            </pre>
          ) : null}
        </div>
      ),
    },
  ];
  return (
    <>
      <p className={styles.help}>{t('admin_mail_help')}</p>
      <DataTable
        caption={t('admin_settings_tab_mail')}
        columns={columns}
        rows={table.data?.rows}
        total={table.data?.total}
        rowKey={(m) => m.id}
        query={table.query}
        onQuery={table.update}
        loading={table.loading}
        error={table.error}
        onRetry={table.reload}
        searchLabel={t('admin_mail_search')}
        emptyText={t('admin_mail_empty')}
        testId="mail-table"
      />
    </>
  );
}
