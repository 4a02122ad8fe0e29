import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Route, Routes } from 'react-router-dom';
import type { AdminExamRow } from '../../../../contract/event-models';
import { ButtonLink } from '../../../components/Button';
import { Page, PageHeader } from '../../../components/Page';
import { numberLocale } from '../../../lib/i18n';
import { DataTable, type Column } from '../ui/DataTable';
import { tableState, useAdminTable } from '../ui/use-admin-table';
import styles from '../events/Events.module.css';
import { ExamEditor } from './ExamEditor';

const ResultsPage = lazy(() => import('./ResultsPage'));

/** The console's exams (issue 17): the list, an exam's form, and the examiner's view of results. */
export default function ExamsPage() {
  return (
    <Routes>
      <Route index element={<ExamList />} />
      <Route path="results" element={<ResultsPage />} />
      <Route path="new" element={<ExamEditor />} />
      <Route path=":id" element={<ExamEditor />} />
    </Routes>
  );
}

function ExamList() {
  const { t, i18n } = useTranslation();
  const table = useAdminTable('admin_list_exams', {}, { sort: 'starts_on' });
  const count = new Intl.NumberFormat(numberLocale(i18n.language));
  const columns: Column<AdminExamRow>[] = [
    {
      key: 'title',
      label: t('admin_ev_title'),
      sort: 'title',
      cell: (r) => (
        <Link to={`/admin/exams/${r.id}`} dir="auto" data-testid="exam-row-link">
          {r.title}
        </Link>
      ),
    },
    {
      key: 'days',
      label: t('admin_ev_days'),
      sort: 'starts_on',
      cell: (r) => `${r.starts_on} → ${r.ends_on}`,
    },
    { key: 'duration', label: t('admin_ev_duration'), align: 'end', cell: (r) => count.format(r.duration) },
    {
      key: 'questions',
      label: t('admin_ev_questions_short'),
      align: 'end',
      cell: (r) => count.format(r.questions),
    },
    { key: 'marks', label: t('admin_ev_marks'), align: 'end', cell: (r) => count.format(r.total_marks) },
    {
      key: 'attempts',
      label: t('admin_ev_attempts'),
      align: 'end',
      cell: (r) =>
        r.attempts ? (
          <Link to={`/admin/exams/results?exam=${r.id}`}>{count.format(r.attempts)}</Link>
        ) : (
          count.format(0)
        ),
    },
  ];
  return (
    <Page>
      <PageHeader
        title={t('admin_nav_exams')}
        subtitle={t('admin_ev_exams_subtitle')}
        aside={
          <div className={styles.actions}>
            <NavLink to="/admin/exams/results" data-testid="exam-results-link">
              {t('exam_admin_title')}
            </NavLink>
            <ButtonLink to="/admin/exams/new" small data-testid="exam-new">
              {t('admin_ev_exam_new')}
            </ButtonLink>
          </div>
        }
      />
      <DataTable
        caption={t('admin_nav_exams')}
        columns={columns}
        {...tableState(table)}
        rowKey={(r) => r.id}
        searchLabel={t('admin_ev_exam_search')}
        emptyText={t('admin_ev_exam_empty')}
        testId="exams-table"
      />
    </Page>
  );
}
