import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTypes, type StaticPageType } from '../../../../contract/site-models';
import { useApi } from '../../../api';
import { Button, ButtonLink } from '../../../components/Button';
import { SelectField } from '../../../components/Field';
import { ErrorState } from '../../../components/Page';
import { Skeleton } from '../../../components/Skeleton';
import { adminCall } from '../ui/admin-call';
import { RichTextEditor, type RichTextHandle } from './RichTextEditor';
import styles from './Settings.module.css';

/** Where players read each page. */
const publicPath: Record<StaticPageType, string | null> = {
  about_us: '/about-us/',
  contact_us: '/contact-us/',
  privacy_policy: '/privacy-policy/',
  terms_conditions: '/terms-conditions/',
  instructions: null,
  faq: '/faq/',
};

/** The static pages (about, contact, privacy, terms, instructions, FAQ) in a rich-text editor. */
export function PagesEditor() {
  const { t } = useTranslation();
  const [type, setType] = useState<StaticPageType>('about_us');
  const { data, error, loading, reload } = useApi('get_settings', { type });
  const editor = useRef<RichTextHandle>(null);
  const [busy, setBusy] = useState(false);
  const html = typeof data === 'string' ? data : '';
  // A page chosen again, or its text arriving, replaces the editor's draft.
  useEffect(() => editor.current?.setHtml(html), [html, type]);

  const save = async () => {
    setBusy(true);
    const saved = await adminCall(
      'admin_save_page',
      { type, html: editor.current?.html() ?? '' },
      t('admin_pages_saved'),
    );
    setBusy(false);
    // What the server kept after cleaning is what players will read: show exactly that.
    if (saved) editor.current?.setHtml(saved.html);
  };

  const path = publicPath[type];
  return (
    <section className={styles.pages} data-testid="pages-editor">
      <div className={styles.pagesBar}>
        <SelectField
          label={t('admin_pages_page')}
          value={type}
          onChange={(e) => setType(e.target.value as StaticPageType)}
          data-testid="pages-type"
        >
          {pageTypes.map((p) => (
            <option key={p} value={p}>
              {t(`admin_pages_type_${p}`)}
            </option>
          ))}
        </SelectField>
        {path ? (
          <ButtonLink to={path} variant="ghost" small target="_blank">
            {t('admin_pages_view')}
          </ButtonLink>
        ) : null}
      </div>
      <p className={styles.help}>{t('admin_pages_help')}</p>
      {error && !data ? (
        <ErrorState message={error.message} onRetry={reload} />
      ) : loading && !data ? (
        <Skeleton height={320} />
      ) : (
        <RichTextEditor ref={editor} label={t(`admin_pages_type_${type}`)} initial={html} />
      )}
      <div className={styles.groupActions}>
        <Button busy={busy} onClick={() => void save()} disabled={!data} data-testid="pages-save">
          {t('admin_pages_save')}
        </Button>
      </div>
    </section>
  );
}
