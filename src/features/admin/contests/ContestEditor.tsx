import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useApi } from '../../../api';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { ErrorState, Page, PageHeader } from '../../../components/Page';
import { Skeleton } from '../../../components/Skeleton';
import { ConfirmButton } from '../ui/ConfirmButton';
import { adminCall } from '../ui/admin-call';
import { ImageUpload } from '../events/ImageUpload';
import { LanguageSelect } from '../events/LanguageSelect';
import { QuestionListEditor } from '../events/QuestionListEditor';
import styles from '../events/Events.module.css';
import { ContestResults } from './ContestResults';
import { emptyContest, formOf, payloadOf, type ContestForm } from './contest-form';
import { PrizesEditor } from './PrizesEditor';

/** A new contest, or an existing one: its form, then its board and settlement. */
export function ContestEditor() {
  const { t } = useTranslation();
  const { id: param } = useParams();
  const id = param ? Number(param) : null;
  const { data, error, reload } = useApi('admin_get_contest', { id: id ?? 0 }, id !== null);
  const [form, setForm] = useState<ContestForm | null>(id === null ? emptyContest() : null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  // The form follows each answer of the server (loaded, then saved): state adjusted while rendering.
  const [shown, setShown] = useState(data);
  if (data && data !== shown) {
    setShown(data);
    setForm(formOf(data, [t('admin_ev_true'), t('admin_ev_false')]));
  }

  if (error && !data) return <ErrorState message={error.message} onRetry={reload} />;
  if (!form) return <Skeleton height={320} />;
  const started = data ? data.status !== 'upcoming' : false;
  const set = (change: Partial<ContestForm>) => setForm({ ...form, ...change });

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const saved = await adminCall('admin_save_contest', payloadOf(form, id, started), t('admin_ev_saved'));
    setBusy(false);
    if (!saved) return;
    if (id === null) navigate(`/admin/contests/${saved.id}`, { replace: true });
    else reload();
  };
  const remove = async () => {
    if (!id) return;
    const done = await adminCall('admin_delete_contest', { id }, t('admin_ev_deleted'));
    if (done) navigate('/admin/contests', { replace: true });
    return Boolean(done);
  };

  return (
    <Page>
      <PageHeader
        title={id ? form.name || t('admin_nav_contests') : t('admin_ev_contest_new')}
        back="/admin/contests"
        aside={
          id && data && data.entries === 0 ? (
            <ConfirmButton
              title={t('admin_ev_contest_delete_title')}
              body={t('admin_ev_delete_body')}
              confirmLabel={t('admin_ev_delete')}
              onConfirm={remove}
              testId="contest-delete"
            >
              {t('admin_ev_delete')}
            </ConfirmButton>
          ) : null
        }
      />
      <form className={styles.form} onSubmit={(e) => void save(e)} data-testid="contest-form">
        {started ? <p className={styles.locked}>{t('admin_ev_contest_locked')}</p> : null}
        <div className={styles.grid}>
          <Field
            label={t('admin_ev_name')}
            value={form.name}
            required
            maxLength={120}
            dir="auto"
            onChange={(e) => set({ name: e.target.value })}
            data-testid="contest-name"
          />
          <LanguageSelect
            value={form.languageId}
            disabled={started}
            onChange={(languageId) => set({ languageId })}
          />
          <Field
            label={t('admin_ev_starts')}
            type="datetime-local"
            value={form.starts}
            required
            disabled={started}
            onChange={(e) => set({ starts: e.target.value })}
            data-testid="contest-starts"
          />
          <Field
            label={t('admin_ev_ends')}
            type="datetime-local"
            value={form.ends}
            required
            onChange={(e) => set({ ends: e.target.value })}
            data-testid="contest-ends"
          />
          <Field
            label={t('admin_ev_fee')}
            type="number"
            min={0}
            value={form.fee}
            disabled={started}
            onChange={(e) => set({ fee: Number(e.target.value) })}
          />
        </div>
        <label className={styles.label}>
          {t('admin_ev_description')}
          <textarea
            className={styles.textarea}
            value={form.description}
            maxLength={2000}
            dir="auto"
            onChange={(e) => set({ description: e.target.value })}
          />
        </label>
        <ImageUpload
          folder="contests"
          url={form.imageUrl}
          onChange={(image, imageUrl) => set({ image, imageUrl })}
        />
        <PrizesEditor prizes={form.prizes} disabled={started} onChange={(prizes) => set({ prizes })} />
        <QuestionListEditor
          items={form.questions}
          disabled={started}
          onChange={(questions) => set({ questions })}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={busy} data-testid="contest-save">
            {t('admin_ev_save')}
          </Button>
        </div>
      </form>
      {data && data.status !== 'upcoming' ? (
        <ContestResults contestId={data.id} settled={data.settled} />
      ) : null}
    </Page>
  );
}
