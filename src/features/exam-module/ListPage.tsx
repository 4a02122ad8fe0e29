import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamRow } from '../../../contract/exam-models';
import { Button, ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { IconCalendar, IconClipboard, IconClock, IconQuestion, IconStar } from '../../components/icons';
import { ErrorState, Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { Skeleton } from '../../components/Skeleton';
import { Tabs } from '../../components/Tabs';
import tone from '../../components/Tone.module.css';
import { languageTag } from '../../lib/i18n';
import styles from './Exam.module.css';
import { examPaths } from './paths';
import { StartDialog } from './StartDialog';
import { useExamList } from './state';

type TabValue = 'today' | 'completed';
const statusKey = {
  1: 'exam_status_not_started',
  2: 'exam_status_in_exam',
  3: 'exam_status_completed',
} as const;
const statusTone = { 1: tone.muted, 2: tone.warning, 3: tone.success } as const;

function ExamCard({ exam, onStart }: { exam: ExamRow; onStart: (exam: ExamRow) => void }) {
  const { t, i18n } = useTranslation();
  const status = (exam.exam_status in statusKey ? exam.exam_status : 1) as 1 | 2 | 3;
  const day = new Intl.DateTimeFormat(languageTag(i18n.language), { dateStyle: 'medium', timeZone: 'UTC' });
  const when = exam.result ? new Date(exam.result.submitted_at) : new Date(`${exam.date}T00:00:00Z`);
  return (
    <Card as="li" pressed className={styles.card} data-testid={`exam-card-${exam.id}`}>
      <div className={styles.cardTop}>
        <h2 className={styles.cardTitle} dir="auto">
          {exam.title}
        </h2>
        <span className={`${styles.status} ${statusTone[status]}`} data-testid="exam-status">
          {t(statusKey[status])}
        </span>
      </div>
      <ul className={styles.facts}>
        <li>
          <IconCalendar size={16} /> {day.format(when)}
        </li>
        <li>
          <IconClock size={16} /> {t('exam_minutes', { count: exam.duration })}
        </li>
        <li>
          <IconQuestion size={16} /> {t('exam_questions', { count: exam.no_of_que })}
        </li>
        <li>
          <IconStar size={16} />{' '}
          {exam.result
            ? `${exam.result.obtained_marks} / ${t('exam_marks', { count: exam.total_marks })}`
            : t('exam_marks', { count: exam.total_marks })}
        </li>
      </ul>
      {status === 3 ? (
        <ButtonLink to={examPaths.result(exam.id)} variant="secondary" block data-testid="exam-result-link">
          {t('exam_view_result')}
        </ButtonLink>
      ) : status === 2 ? (
        <ButtonLink to={examPaths.play(exam.id)} variant="gold" block data-testid="exam-resume">
          {t('exam_resume')}
        </ButtonLink>
      ) : (
        <Button variant="gold" block onClick={() => onStart(exam)} data-testid="exam-start">
          {t('exam_start')}
        </Button>
      )}
    </Card>
  );
}

function ExamList({ type }: { type: 1 | 2 }) {
  const { t } = useTranslation();
  const { data, error, loading, reload } = useExamList(type);
  const dialog = useRef<HTMLDialogElement>(null);
  // Each Start opens a fresh dialog (a new key and agreement), once it has mounted.
  const [starting, setStarting] = useState<{ exam: ExamRow; n: number } | null>(null);
  useEffect(() => {
    if (starting) dialog.current?.showModal();
  }, [starting]);
  if (error && !data) return <ErrorState message={error.message} onRetry={reload} />;
  if (loading || !data)
    return (
      <div className={styles.cards}>
        <Skeleton height={190} radius="var(--radius-xl)" />
      </div>
    );
  if (!data.length)
    return type === 1 ? (
      <EmptyState
        Icon={IconClipboard}
        title={t('exam_empty_today')}
        text={t('exam_empty_today_text')}
        testId="exam-empty"
      />
    ) : (
      <EmptyState
        Icon={IconClipboard}
        title={t('exam_empty_completed')}
        text={t('exam_empty_completed_text')}
        testId="exam-empty"
      />
    );
  return (
    <>
      <ul className={styles.cards}>
        {data.map((exam) => (
          <ExamCard
            key={exam.id}
            exam={exam}
            onStart={(chosen) => setStarting((s) => ({ exam: chosen, n: (s?.n ?? 0) + 1 }))}
          />
        ))}
      </ul>
      <StartDialog
        ref={dialog}
        exam={starting?.exam ?? null}
        key={starting?.n ?? 0}
        onClose={() => dialog.current?.close()}
      />
    </>
  );
}

/** The exams: today's (start, resume, result) and the completed ones with their marks. */
export default function ListPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabValue>('today');
  const tabs = [
    { value: 'today' as const, label: t('exam_tab_today') },
    { value: 'completed' as const, label: t('exam_tab_completed') },
  ];
  return (
    <Page narrow>
      <Seo title={t('mode_exam_module')} description={t('mode_exam_module_desc')} />
      <PageHeader title={t('mode_exam_module')} subtitle={t('mode_exam_module_desc')} back="/" />
      <Tabs
        tabs={tabs}
        value={tab}
        onSelect={setTab}
        tabId={(v) => `exam-tab-${v}`}
        panelId="exam-panel"
        label={t('mode_exam_module')}
      />
      <div id="exam-panel" role="tabpanel" aria-labelledby={`exam-tab-${tab}`} className={styles.panel}>
        <ExamList key={tab} type={tab === 'today' ? 1 : 2} />
      </div>
    </Page>
  );
}
