import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { AdminExam } from '../../../../contract/event-models';
import { useApi } from '../../../api';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { ErrorState, Page, PageHeader } from '../../../components/Page';
import { Skeleton } from '../../../components/Skeleton';
import { ConfirmButton } from '../ui/ConfirmButton';
import { adminCall } from '../ui/admin-call';
import { LanguageSelect } from '../events/LanguageSelect';
import { filledOptions, QuestionListEditor, type EditableQuestion } from '../events/QuestionListEditor';
import styles from '../events/Events.module.css';

interface ExamForm {
  title: string;
  languageId: number;
  startsOn: string;
  endsOn: string;
  duration: number;
  /** A new key; '' keeps the one set (the server never sends it back). */
  key: string;
  rules: string;
  answerAgain: boolean;
  latex: boolean;
  questions: EditableQuestion[];
}

const today = () => new Date().toISOString().slice(0, 10);
const emptyExam = (): ExamForm => ({
  title: '',
  languageId: 1,
  startsOn: today(),
  endsOn: today(),
  duration: 30,
  key: '',
  rules: '',
  answerAgain: false,
  latex: false,
  questions: [],
});

const formOf = (e: AdminExam): ExamForm => ({
  title: e.title,
  languageId: e.language_id,
  startsOn: e.starts_on,
  endsOn: e.ends_on,
  duration: e.duration,
  key: '',
  rules: e.rules,
  answerAgain: e.answer_again,
  latex: e.latex,
  questions: e.question_items.map((q) => ({ ...q, kind: q.kind === 2 ? 'true_false' : 'choice' })),
});

/** A new exam or an existing one. Its questions lock once somebody has taken it (the server says so). */
export function ExamEditor() {
  const { t } = useTranslation();
  const { id: param } = useParams();
  const id = param ? Number(param) : null;
  const { data, error, reload } = useApi('admin_get_exam', { id: id ?? 0 }, id !== null);
  const [form, setForm] = useState<ExamForm | null>(id === null ? emptyExam() : null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  // The form follows each answer of the server (loaded, then saved): state adjusted while rendering.
  const [shown, setShown] = useState(data);
  if (data && data !== shown) {
    setShown(data);
    setForm(formOf(data));
  }

  if (error && !data) return <ErrorState message={error.message} onRetry={reload} />;
  if (!form) return <Skeleton height={320} />;
  const taken = (data?.attempts ?? 0) > 0;
  const set = (change: Partial<ExamForm>) => setForm({ ...form, ...change });

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const questions = form.questions.map((q) => ({
      kind: q.kind === 'true_false' ? 2 : 1,
      question: q.question.trim(),
      ...filledOptions(q),
      marks: q.marks,
      note: q.note.trim(),
    }));
    const saved = await adminCall(
      'admin_save_exam',
      {
        ...(id ? { id } : {}),
        title: form.title.trim(),
        language_id: form.languageId,
        starts_on: form.startsOn,
        ends_on: form.endsOn,
        duration: form.duration,
        ...(form.key.trim() ? { exam_key: form.key.trim() } : {}),
        rules: form.rules,
        answer_again: form.answerAgain ? '1' : '0',
        latex: form.latex ? '1' : '0',
        ...(taken ? {} : { questions: JSON.stringify(questions) }),
      },
      t('admin_ev_saved'),
    );
    setBusy(false);
    if (!saved) return;
    if (id === null) navigate(`/admin/exams/${saved.id}`, { replace: true });
    else reload();
  };
  const remove = async () => {
    if (!id) return;
    const done = await adminCall('admin_delete_exam', { id }, t('admin_ev_deleted'));
    if (done) navigate('/admin/exams', { replace: true });
    return Boolean(done);
  };

  return (
    <Page>
      <PageHeader
        title={id ? form.title || t('admin_nav_exams') : t('admin_ev_exam_new')}
        back="/admin/exams"
        aside={
          id && !taken ? (
            <ConfirmButton
              title={t('admin_ev_exam_delete_title')}
              body={t('admin_ev_delete_body')}
              confirmLabel={t('admin_ev_delete')}
              onConfirm={remove}
              testId="exam-delete"
            >
              {t('admin_ev_delete')}
            </ConfirmButton>
          ) : null
        }
      />
      <form className={styles.form} onSubmit={(e) => void save(e)} data-testid="exam-form">
        {taken ? <p className={styles.locked}>{t('admin_ev_exam_locked')}</p> : null}
        <div className={styles.grid}>
          <Field
            label={t('admin_ev_title')}
            value={form.title}
            required
            maxLength={200}
            dir="auto"
            onChange={(e) => set({ title: e.target.value })}
          />
          <LanguageSelect value={form.languageId} onChange={(languageId) => set({ languageId })} />
          <Field
            label={t('admin_ev_first_day')}
            type="date"
            value={form.startsOn}
            required
            onChange={(e) => set({ startsOn: e.target.value })}
          />
          <Field
            label={t('admin_ev_last_day')}
            type="date"
            value={form.endsOn}
            required
            onChange={(e) => set({ endsOn: e.target.value })}
          />
          <Field
            label={t('admin_ev_duration')}
            type="number"
            min={1}
            max={600}
            value={form.duration}
            onChange={(e) => set({ duration: Number(e.target.value) })}
          />
          <Field
            label={data?.key_set ? t('admin_ev_key_change') : t('admin_ev_key')}
            hint={data?.key_set ? t('admin_ev_key_set') : undefined}
            type="password"
            autoComplete="new-password"
            value={form.key}
            required={!data?.key_set}
            maxLength={100}
            onChange={(e) => set({ key: e.target.value })}
          />
        </div>
        <label className={styles.label}>
          {t('admin_ev_rules')}
          <textarea
            className={styles.textarea}
            value={form.rules}
            maxLength={5000}
            dir="auto"
            onChange={(e) => set({ rules: e.target.value })}
          />
        </label>
        <div className={styles.actions}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.answerAgain}
              onChange={(e) => set({ answerAgain: e.target.checked })}
            />
            {t('admin_ev_answer_again')}
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={form.latex} onChange={(e) => set({ latex: e.target.checked })} />
            {t('admin_ev_latex')}
          </label>
        </div>
        <QuestionListEditor
          items={form.questions}
          withMarks
          disabled={taken}
          onChange={(questions) => set({ questions })}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={busy} data-testid="exam-save">
            {t('admin_ev_save')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
