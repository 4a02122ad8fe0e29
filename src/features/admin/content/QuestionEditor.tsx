import { useState, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AdminQuestion, QuestionScopes } from '../../../../contract/content-models';
import { codes } from '../../../../contract/codes';
import { call, isApiError, useApi } from '../../../api';
import { Button } from '../../../components/Button';
import { Field, SelectField } from '../../../components/Field';
import { ErrorState, Page, PageHeader } from '../../../components/Page';
import { Skeleton } from '../../../components/Skeleton';
import { errorMessage } from '../../../api';
import { notify } from '../../../lib/toast';
import { emptyForm, formOf, modeOfType, payloadOf, type QuestionForm } from './content-form';
import { KindFields } from './KindFields';
import { MediaField } from './MediaField';
import { QuestionPreview } from './QuestionPreview';
import { ScopeFields } from './ScopeFields';
import { Translations } from './Translations';
import styles from './Content.module.css';

function TextArea({
  label,
  error,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string }) {
  return (
    <label className={styles.area}>
      <span className={styles.legend}>{label}</span>
      <textarea className={styles.textarea} dir="auto" aria-invalid={error ? true : undefined} {...rest} />
      {error ? (
        <span className={styles.fieldError} role="alert">
          {error}
        </span>
      ) : null}
    </label>
  );
}

/** /admin/questions/:id and /admin/questions/new (?translate=<id>&language=<id> prefills a translation). */
export default function QuestionEditor() {
  const { id = 'new' } = useParams();
  const [params] = useSearchParams();
  const isNew = id === 'new';
  const sourceId = isNew ? Number(params.get('translate')) || 0 : Number(id);
  const scopes = useApi('admin_question_scopes', {});
  const source = useApi('admin_get_question', { id: sourceId }, sourceId > 0);
  if (scopes.error || source.error)
    return (
      <ErrorState
        message={errorMessage(scopes.error ?? source.error)}
        onRetry={() => (scopes.reload(), source.reload())}
      />
    );
  if (!scopes.data || (sourceId > 0 && !source.data)) return <Skeleton height={320} />;
  return (
    <EditorForm
      key={`${id}:${params.toString()}`}
      scopes={scopes.data}
      loaded={source.data}
      translateInto={isNew && source.data ? Number(params.get('language')) || 0 : 0}
    />
  );
}

function EditorForm({
  scopes,
  loaded,
  translateInto,
}: {
  scopes: QuestionScopes;
  loaded: AdminQuestion | undefined;
  translateInto: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState<QuestionForm>(() => {
    if (!loaded) return emptyForm(scopes.categories[0]);
    const base = formOf(loaded);
    // A new translation: the source's content to translate, in a category of the other language.
    return translateInto
      ? {
          ...base,
          id: null,
          category_id: 0,
          subcategory_id: null,
          passage_id: null,
          translation_of: loaded.id,
        }
      : base;
  });
  const [languageId, setLanguageId] = useState(
    translateInto || loaded?.language_id || scopes.languages[0]?.id || 0,
  );
  const [type, setType] = useState(loaded?.type ?? scopes.categories[0]?.type ?? 1);
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<QuestionForm>) => {
    // A refused field's message goes once the field (or the kind) changes.
    if (change.kind) setError(null);
    setForm((f) => ({ ...f, ...change }));
  };
  const errorOf = (field: string) => (error?.field === field ? error.text : undefined);
  const mode = modeOfType(type);
  const category = scopes.categories.find((c) => c.id === form.category_id);
  const passages = category?.passages ?? [];

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const saved = await call('admin_save_question', payloadOf(form));
      notify.success(t('content_saved'));
      if (saved.id !== form.id) navigate(`/admin/questions/${saved.id}`, { replace: true });
      else setForm(formOf(saved));
    } catch (e) {
      // The server names the field it refused and says why (the importer's rule, in English).
      if (isApiError(e) && e.field)
        setError({
          field: e.field,
          // The rule's own words for a question the rules refuse; the translated text for a missing field.
          text: e.code === codes.questionInvalid ? e.detail || e.message : e.message,
        });
      notify.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page>
      <PageHeader
        back="/admin/questions"
        title={form.id ? t('content_edit_title', { id: form.id }) : t('content_new_title')}
        subtitle={
          form.translation_of && !form.id
            ? t('content_translation_of', { id: form.translation_of })
            : undefined
        }
      />
      <div className={styles.editor}>
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          data-testid="content-editor"
        >
          <ScopeFields
            scopes={scopes}
            form={form}
            set={set}
            languageId={languageId}
            setLanguageId={setLanguageId}
            type={type}
            setType={setType}
            errorOf={errorOf}
          />
          {mode?.name === 'fun_and_learn' ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('content_passage')}</legend>
              <SelectField
                label={t('content_passage_existing')}
                value={form.passage_id ?? ''}
                onChange={(e) =>
                  // Another passage: its own text stays as it is unless retyped below.
                  set({
                    passage_id: e.target.value ? Number(e.target.value) : null,
                    passage_title: '',
                    passage_detail: '',
                    passage_video: '',
                  })
                }
              >
                <option value="">{t('content_passage_new')}</option>
                {passages.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </SelectField>
              <Field
                label={t('content_passage_title')}
                value={form.passage_title}
                onChange={(e) => set({ passage_title: e.target.value })}
                error={errorOf('passage_id')}
              />
              <TextArea
                label={t('content_passage_detail')}
                rows={5}
                value={form.passage_detail}
                onChange={(e) => set({ passage_detail: e.target.value })}
                error={errorOf('passage_detail')}
              />
              <Field
                label={t('content_passage_video')}
                type="url"
                value={form.passage_video}
                onChange={(e) => set({ passage_video: e.target.value })}
              />
            </fieldset>
          ) : null}
          <TextArea
            label={t('content_question')}
            rows={3}
            value={form.question}
            onChange={(e) => set({ question: e.target.value })}
            error={errorOf('question')}
            data-testid="content-question"
          />
          {mode?.name === 'maths' ? <p className={styles.muted}>{t('content_maths_hint')}</p> : null}
          <KindFields form={form} set={set} error={error} />
          <TextArea
            label={t('content_note')}
            rows={2}
            value={form.note}
            onChange={(e) => set({ note: e.target.value })}
          />
          <MediaField
            kind="image"
            label={t('content_image')}
            url={form.image_url}
            onChange={(image, image_url) => set({ image, image_url })}
            error={errorOf('image')}
          />
          {mode?.name === 'audio' ? (
            <MediaField
              kind="audio"
              label={t('content_audio')}
              url={form.audio_url}
              onChange={(audio, audio_url) => set({ audio, audio_url })}
              error={errorOf('audio')}
            />
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" disabled={busy || !form.category_id} data-testid="content-save">
              {t('content_save')}
            </Button>
          </div>
        </form>
        <aside className={styles.side}>
          <QuestionPreview form={form} />
          {loaded && !translateInto ? <Translations question={loaded} scopes={scopes} /> : null}
        </aside>
      </div>
    </Page>
  );
}
