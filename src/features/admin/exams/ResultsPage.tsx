import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ExamAttemptRow } from '../../../../contract/exam-models';
import { useApi } from '../../../api';
import { EmptyState } from '../../../components/EmptyState';
import { SelectField } from '../../../components/Field';
import { IconClipboard } from '../../../components/icons';
import { ListRow } from '../../../components/ListRow';
import { ErrorState, Page, PageHeader } from '../../../components/Page';
import { Seo } from '../../../components/Seo';
import { Skeleton } from '../../../components/Skeleton';
import tone from '../../../components/Tone.module.css';
import { languageTag } from '../../../lib/i18n';
import styles from './ExamAdmin.module.css';

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function AttemptRow({ row }: { row: ExamAttemptRow }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(languageTag(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const reason = row.end_reason ? t(`exam_reason_${row.end_reason}`) : t('exam_admin_in_exam');
  return (
    <ListRow className={styles.row} data-testid="exam-attempt">
      <div className={styles.who}>
        <strong dir="auto">{row.name}</strong>
        <span className={styles.muted} dir="auto">
          {row.exam_title} · {t('exam_admin_started', { when: when.format(new Date(row.started_at)) })}
        </span>
        {row.violations.length ? (
          <ul className={styles.events} data-testid="exam-violations">
            {row.violations.map((v) => (
              <li key={`${v.type}-${v.at}`}>
                {t(`exam_violation_${v.type}`)} · {when.format(new Date(v.at))}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.figures}>
        <span className={styles.marks} data-testid="exam-attempt-marks">
          {row.obtained_marks} / {row.total_marks}
        </span>
        <span className={styles.muted}>{minutes(row.total_duration)}</span>
        <span
          className={`${styles.chip} ${row.rules_violated ? tone.danger : row.end_reason ? tone.success : tone.warning}`}
        >
          {row.rules_violated ? t('exam_admin_violated') : reason}
        </span>
      </div>
    </ListRow>
  );
}

/**
 * The examiner's page (issue 16; the console of issue 17 takes it over): every attempt with its marks,
 * how it ended and the violations recorded. Its own chunk, loaded only behind the admin guard.
 */
export default function ResultsPage() {
  const { t } = useTranslation();
  // The exam filter lives in the address (?exam=id), so the exams list can link to one exam's results.
  const [params, setParams] = useSearchParams();
  const exam = Number(params.get('exam')) || 0;
  const exams = useApi('admin_list_exams', { limit: 200, sort: 'starts_on' });
  const { data, error, reload } = useApi('admin_get_exam_results', {
    limit: 100,
    ...(exam ? { exam_module_id: exam } : {}),
  });
  return (
    <Page>
      <Seo title={t('exam_admin_title')} />
      <PageHeader title={t('exam_admin_title')} subtitle={t('exam_admin_subtitle')} back="/admin/exams" />
      <SelectField
        label={t('admin_ev_exam_filter')}
        value={exam}
        onChange={(e) => setParams(e.target.value !== '0' ? { exam: e.target.value } : {})}
        data-testid="exam-results-filter"
      >
        <option value={0}>{t('admin_all')}</option>
        {exams.data?.rows.map((row) => (
          <option key={row.id} value={row.id}>
            {row.title}
          </option>
        ))}
      </SelectField>
      {error && !data ? (
        <ErrorState message={error.message} onRetry={reload} />
      ) : !data ? (
        <Skeleton height={120} />
      ) : data.length ? (
        <ul className={styles.list}>
          {data.map((row) => (
            <AttemptRow key={`${row.exam_module_id}-${row.user_id}`} row={row} />
          ))}
        </ul>
      ) : (
        <EmptyState Icon={IconClipboard} title={t('exam_admin_empty')} testId="exam-admin-empty" />
      )}
    </Page>
  );
}
