import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router-dom';
import type { AdminContestRow } from '../../../../contract/event-models';
import { ButtonLink } from '../../../components/Button';
import { SelectField } from '../../../components/Field';
import { Page, PageHeader } from '../../../components/Page';
import tone from '../../../components/Tone.module.css';
import { languageTag, numberLocale } from '../../../lib/i18n';
import { DataTable, type Column } from '../ui/DataTable';
import { tableState, useAdminTable } from '../ui/use-admin-table';
import styles from '../events/Events.module.css';
import { ContestEditor } from './ContestEditor';

const statusTone = { live: tone.success, upcoming: tone.warning, past: tone.muted } as const;

/** The console's contests (issue 17): the list, and a contest's form and results under its id. */
export default function ContestsPage() {
  return (
    <Routes>
      <Route index element={<ContestList />} />
      <Route path="new" element={<ContestEditor />} />
      <Route path=":id" element={<ContestEditor />} />
    </Routes>
  );
}

function ContestList() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState('');
  const table = useAdminTable('admin_list_contests', status ? { status } : {}, { sort: 'starts_at' });
  const when = new Intl.DateTimeFormat(languageTag(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const count = new Intl.NumberFormat(numberLocale(i18n.language));
  const columns: Column<AdminContestRow>[] = [
    {
      key: 'name',
      label: t('admin_ev_name'),
      sort: 'name',
      cell: (r) => (
        <Link
          to={`/admin/contests/${r.id}`}
          className={styles.nameCell}
          dir="auto"
          data-testid="contest-row-link"
        >
          {r.image ? <img className={styles.thumb} src={r.image} alt="" /> : null}
          <span>{r.name}</span>
        </Link>
      ),
    },
    {
      key: 'status',
      label: t('admin_ev_status'),
      cell: (r) => (
        <span className={`${styles.chip} ${statusTone[r.status]}`}>
          {t(`admin_ev_status_${r.status}`)}
          {r.settled ? ` · ${t('admin_ev_settled')}` : ''}
        </span>
      ),
    },
    {
      key: 'starts',
      label: t('admin_ev_starts'),
      sort: 'starts_at',
      cell: (r) => <time dateTime={r.starts_at}>{when.format(new Date(r.starts_at))}</time>,
    },
    {
      key: 'ends',
      label: t('admin_ev_ends'),
      sort: 'ends_at',
      cell: (r) => <time dateTime={r.ends_at}>{when.format(new Date(r.ends_at))}</time>,
    },
    { key: 'fee', label: t('admin_ev_fee'), align: 'end', cell: (r) => count.format(r.entry_fee) },
    {
      key: 'questions',
      label: t('admin_ev_questions_short'),
      align: 'end',
      cell: (r) => count.format(r.questions),
    },
    { key: 'entries', label: t('admin_ev_entries'), align: 'end', cell: (r) => count.format(r.entries) },
  ];
  return (
    <Page>
      <PageHeader
        title={t('admin_nav_contests')}
        subtitle={t('admin_ev_contests_subtitle')}
        aside={
          <ButtonLink to="/admin/contests/new" small data-testid="contest-new">
            {t('admin_ev_contest_new')}
          </ButtonLink>
        }
      />
      <DataTable
        caption={t('admin_nav_contests')}
        columns={columns}
        {...tableState(table)}
        rowKey={(r) => r.id}
        searchLabel={t('admin_ev_contest_search')}
        emptyText={t('admin_ev_contest_empty')}
        testId="contests-table"
        toolbar={
          <SelectField
            label={t('admin_ev_status')}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            <option value="">{t('admin_all')}</option>
            {(['live', 'upcoming', 'past'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`admin_ev_status_${s}`)}
              </option>
            ))}
          </SelectField>
        }
      />
    </Page>
  );
}
