import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { reportStatuses, type ReportGroup, type ReportStatus } from '../../../../contract/site-models';
import { SelectField } from '../../../components/Field';
import { Page, PageHeader } from '../../../components/Page';
import { languageTag } from '../../../lib/i18n';
import { adminCall } from '../ui/admin-call';
import { ConfirmButton } from '../ui/ConfirmButton';
import { DataTable, type Column } from '../ui/DataTable';
import { NoteField } from '../ui/NoteField';
import { useAdminTable } from '../ui/use-admin-table';
import styles from './ReportsPage.module.css';

/** Resolve (the question was fixed) or dismiss (nothing was wrong) a question's open reports, with a note. */
function HandleButton({
  group,
  status,
  onDone,
}: {
  group: ReportGroup;
  status: 'resolved' | 'dismissed';
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  return (
    <ConfirmButton
      variant={status === 'resolved' ? 'primary' : 'secondary'}
      title={t(`admin_reports_${status}_title`)}
      confirmLabel={t(`admin_reports_${status}`)}
      testId={`report-${status}-${group.question_id}`}
      body={
        <div className={styles.dialog}>
          <p dir="auto" className={styles.quote}>
            {group.question}
          </p>
          <NoteField label={t('admin_reports_note')} value={note} onChange={setNote} testId="report-note" />
        </div>
      }
      onConfirm={async () => {
        const done = await adminCall(
          'admin_resolve_reports',
          { question_id: group.question_id, status, note },
          t(`admin_reports_${status}_done`, { n: group.count }),
        );
        if (!done) return false;
        setNote('');
        onDone();
      }}
    >
      {t(`admin_reports_${status}`)}
    </ConfirmButton>
  );
}

/** Players' question reports, one row per question, most recently reported first (editors too). */
export default function ReportsPage() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<ReportStatus | ''>('open');
  const table = useAdminTable('admin_list_reports', status ? { status } : {});
  const when = new Intl.DateTimeFormat(languageTag(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const date = (iso: string) => <time dateTime={iso}>{when.format(new Date(iso))}</time>;

  const columns: Column<ReportGroup>[] = [
    {
      key: 'question',
      label: t('admin_reports_question'),
      cell: (g) => (
        <div className={styles.question}>
          <p dir="auto" className={styles.text}>
            {g.question}
          </p>
          <p className={styles.meta}>
            {g.mode ? <span className={styles.tag}>{t(`mode_${g.mode}`)}</span> : null}
            <span dir="auto">{g.category}</span>
            <Link to={`/admin/questions/${g.question_id}`} data-testid="report-open-question">
              {t('admin_reports_open_question')}
            </Link>
          </p>
        </div>
      ),
    },
    {
      key: 'count',
      label: t('admin_reports_count'),
      sort: 'count',
      align: 'end',
      cell: (g) => <strong className={styles.count}>{g.count}</strong>,
    },
    {
      key: 'reports',
      label: t('admin_reports_reports'),
      cell: (g) => (
        <ul className={styles.reports}>
          {g.reports.map((r) => (
            <li key={r.id} className={styles.report}>
              <p dir="auto">«{r.message}»</p>
              <p className={styles.meta}>
                <span dir="auto">{r.user_name}</span> · {date(r.created_at)}
                {r.status !== 'open' ? (
                  <span className={styles.tag} data-status={r.status}>
                    {t(`admin_reports_status_${r.status}`)}
                    {r.handled_by ? ` · ${r.handled_by}` : ''}
                  </span>
                ) : null}
              </p>
              {r.note ? (
                <p dir="auto" className={styles.note}>
                  {r.note}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'latest',
      label: t('admin_reports_latest'),
      sort: 'latest',
      cell: (g) => date(g.latest_at),
    },
    {
      key: 'actions',
      label: t('admin_reports_actions'),
      cell: (g) =>
        g.reports.some((r) => r.status === 'open') ? (
          <div className={styles.actions}>
            <HandleButton group={g} status="resolved" onDone={table.reload} />
            <HandleButton group={g} status="dismissed" onDone={table.reload} />
          </div>
        ) : (
          <span className={styles.muted}>{t('admin_reports_handled')}</span>
        ),
    },
  ];

  return (
    <Page>
      <PageHeader title={t('admin_nav_reports')} subtitle={t('admin_reports_subtitle')} />
      <DataTable
        caption={t('admin_nav_reports')}
        columns={columns}
        rows={table.data?.rows}
        total={table.data?.total}
        rowKey={(g) => g.question_id}
        query={table.query}
        onQuery={table.update}
        loading={table.loading}
        error={table.error}
        onRetry={table.reload}
        searchLabel={t('admin_reports_search')}
        emptyText={t(status === 'open' ? 'admin_reports_empty_open' : 'admin_reports_empty')}
        testId="reports-table"
        toolbar={
          <SelectField
            label={t('admin_reports_status')}
            value={status}
            onChange={(e) => setStatus(e.target.value as ReportStatus | '')}
            data-testid="reports-status"
          >
            {reportStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`admin_reports_status_${s}`)}
              </option>
            ))}
            <option value="">{t('admin_all')}</option>
          </SelectField>
        }
      />
    </Page>
  );
}
