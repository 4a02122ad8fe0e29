import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentModeName, ImportPreview } from '../../../../contract/content-models';
import { useApi } from '../../../api';
import { Button } from '../../../components/Button';
import { SelectField } from '../../../components/Field';
import { Page, PageHeader } from '../../../components/Page';
import { IconFolder, IconHistory, IconQuestion } from '../../../components/icons';
import { StatTile } from '../../../components/StatTile';
import { adminCall } from '../ui/admin-call';
import { ConfirmButton } from '../ui/ConfirmButton';
import { contentModes } from './content-form';
import styles from './Content.module.css';

/** A file's preview: counts per mode and category, the first rows, every problem by its line. */
function PreviewView({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} data-testid="import-preview">
      <h2 className={styles.panelTitle}>
        {preview.written
          ? t('content_import_done')
          : t('content_import_preview', { count: preview.questions })}
      </h2>
      {preview.written ? (
        <div className={styles.inline}>
          <StatTile
            Icon={IconQuestion}
            tone="success"
            label={t('content_import_questions')}
            value={preview.written.questions}
            testId="import-written"
          />
          <StatTile
            Icon={IconHistory}
            tone="info"
            label={t('content_import_skipped')}
            value={preview.written.skipped}
            testId="import-skipped"
          />
          <StatTile
            Icon={IconFolder}
            tone="primary"
            label={t('content_import_categories')}
            value={preview.written.categories}
            testId="import-categories"
          />
        </div>
      ) : null}
      {preview.issues.length ? (
        <div className={styles.issues} role="alert" data-testid="import-issues">
          <p className={styles.fieldError}>{t('content_import_issues', { count: preview.issues.length })}</p>
          <ol className={styles.issueList}>
            {preview.issues.map((issue, i) => (
              <li key={i}>
                <strong>{t('content_import_line', { line: issue.line })}</strong>{' '}
                <span dir="ltr">{issue.message}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {preview.groups.length ? (
        <ul className={styles.groups}>
          {preview.groups.map((g) => (
            <li key={`${g.mode}|${g.category}`}>
              {t(`content_mode_${g.mode}`, { defaultValue: g.mode })} › <span dir="auto">{g.category}</span>:{' '}
              <strong>{g.questions}</strong>
            </li>
          ))}
        </ul>
      ) : null}
      {preview.sample.length ? (
        <div className={styles.scroll}>
          <table className={styles.sample}>
            <thead>
              <tr>
                <th>{t('content_import_line_header')}</th>
                <th>{t('content_kind')}</th>
                <th>{t('content_category')}</th>
                <th>{t('content_level')}</th>
                <th>{t('content_question')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.sample.map((s) => (
                <tr key={s.line}>
                  <td>{s.line}</td>
                  <td>{t(`content_kind_${s.kind}`)}</td>
                  <td dir="auto">{s.category}</td>
                  <td>{s.level || '—'}</td>
                  <td dir="auto">{s.question}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** Import (dry run first), export a scope as a file, and the content version clients refresh by. */
export default function ImportPage() {
  const { t } = useTranslation();
  const scopes = useApi('admin_question_scopes', {});
  const [file, setFile] = useState<File | null>(null);
  const [languageId, setLanguageId] = useState('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<ContentModeName>('quiz_zone');
  const [exportLanguage, setExportLanguage] = useState('');
  const [exportCategory, setExportCategory] = useState('');
  const languages = scopes.data?.languages ?? [];
  const exportLanguageId = exportLanguage || String(languages[0]?.id ?? '');
  const type = contentModes.find((m) => m.name === mode)!.type;
  const categories = (scopes.data?.categories ?? []).filter(
    (c) => c.type === type && String(c.language_id) === exportLanguageId,
  );

  const run = async (dryRun: boolean) => {
    if (!file) return false;
    setBusy(true);
    const data = await adminCall(
      'admin_import_content',
      {
        file,
        file_name: file.name,
        ...(languageId ? { language_id: languageId } : {}),
        ...(dryRun ? { dry_run: '1' } : {}),
      },
      dryRun ? t('content_import_checked') : t('content_import_written'),
    );
    setBusy(false);
    if (data) setPreview(data);
    if (data && !dryRun) scopes.reload();
    return data !== undefined;
  };

  const download = async () => {
    const data = await adminCall(
      'admin_export_content',
      { mode, language_id: exportLanguageId, ...(exportCategory ? { category_id: exportCategory } : {}) },
      t('content_export_ready'),
    );
    if (!data) return;
    const url = URL.createObjectURL(
      new Blob([JSON.stringify(data.content, null, 2)], { type: 'application/json' }),
    );
    const link = Object.assign(document.createElement('a'), { href: url, download: data.file_name });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const bump = async () => {
    const data = await adminCall('admin_bump_content_version', {}, t('content_version_bumped'));
    if (data) scopes.reload();
  };

  const ready = preview?.dry_run && preview.issues.length === 0 && preview.questions > 0;
  return (
    <Page>
      <PageHeader title={t('content_import_title')} subtitle={t('content_import_subtitle')} />
      <div className={styles.columns}>
        <section className={styles.panel}>
          <h2 className={styles.panelTitle}>{t('content_import_heading')}</h2>
          <p className={styles.muted}>{t('content_import_formats')}</p>
          <label className={styles.area}>
            <span className={styles.legend}>{t('content_import_file')}</span>
            <input
              type="file"
              accept=".json,.csv,application/json,text/csv"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setPreview(null);
              }}
              data-testid="import-file"
            />
          </label>
          <SelectField
            label={t('content_import_language')}
            value={languageId}
            onChange={(e) => setLanguageId(e.target.value)}
          >
            <option value="">{t('content_import_language_file')}</option>
            {languages.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </SelectField>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              disabled={!file || busy}
              onClick={() => void run(true)}
              data-testid="import-dry-run"
            >
              {t('content_import_check')}
            </Button>
            <ConfirmButton
              title={t('content_import_confirm_title')}
              body={t('content_import_confirm_body', { count: preview?.questions ?? 0 })}
              confirmLabel={t('content_import_run')}
              onConfirm={() => run(false)}
              variant="primary"
              small={false}
              disabled={!ready || busy}
              testId="import-run"
            >
              {t('content_import_run')}
            </ConfirmButton>
          </div>
        </section>
        <section className={styles.panel}>
          <h2 className={styles.panelTitle}>{t('content_export_heading')}</h2>
          <SelectField
            label={t('content_mode')}
            value={mode}
            onChange={(e) => setMode(e.target.value as ContentModeName)}
          >
            {contentModes.map((m) => (
              <option key={m.name} value={m.name}>
                {t(`content_mode_${m.name}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('content_language')}
            value={exportLanguageId}
            onChange={(e) => setExportLanguage(e.target.value)}
          >
            {languages.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('content_category')}
            value={exportCategory}
            onChange={(e) => setExportCategory(e.target.value)}
          >
            <option value="">{t('admin_all')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <Button
            variant="secondary"
            onClick={() => void download()}
            disabled={!exportLanguageId}
            data-testid="export-download"
          >
            {t('content_export_download')}
          </Button>
          <h2 className={styles.panelTitle}>{t('content_version_heading')}</h2>
          <p className={styles.muted}>
            {t('content_version_text', { version: scopes.data?.content_version ?? '…' })}
          </p>
          <ConfirmButton
            title={t('content_version_confirm')}
            body={t('content_version_body')}
            confirmLabel={t('content_version_bump')}
            onConfirm={bump}
            variant="secondary"
            testId="content-version-bump"
          >
            {t('content_version_bump')}
          </ConfirmButton>
        </section>
      </div>
      {preview ? <PreviewView preview={preview} /> : null}
    </Page>
  );
}
