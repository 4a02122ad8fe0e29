import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { adminCall } from '../ui/admin-call';
import picker from '../ui/ImageField.module.css';
import styles from './Content.module.css';

/**
 * A question's picture or sound: upload a file (the server re-encodes pictures and checks sounds by
 * their bytes) and keep the stored path, or clear it. Shows what is there now.
 */
export function MediaField({
  kind,
  label,
  url,
  onChange,
  error,
}: {
  kind: 'image' | 'audio';
  label: string;
  url: string;
  onChange: (path: string, url: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    const stored = await adminCall('admin_upload_question_media', { kind, file }, t('content_uploaded'));
    setBusy(false);
    if (stored) onChange(stored.path, stored.url);
  };
  return (
    <div className={styles.media}>
      <label className={styles.legend} htmlFor={id}>
        {label}
      </label>
      {url ? (
        kind === 'image' ? (
          <img src={url} alt="" className={styles.thumb} />
        ) : (
          <audio src={url} controls className={styles.player} />
        )
      ) : null}
      <div className={styles.inline}>
        {/* The browser's own file button speaks the browser's language: a labelled button of ours instead. */}
        <label className={picker.pick} htmlFor={id} aria-hidden="true">
          {t(kind === 'image' ? 'admin_image_choose' : 'content_choose_audio')}
        </label>
        <input
          id={id}
          className={picker.file}
          type="file"
          accept={kind === 'image' ? 'image/*' : 'audio/mpeg,audio/ogg,audio/mp4,.mp3,.ogg,.m4a'}
          disabled={busy}
          onChange={(e) => void upload(e.target.files?.[0])}
          data-testid={`content-upload-${kind}`}
        />
        {url ? (
          <Button variant="ghost" small onClick={() => onChange('', '')}>
            {t('content_remove_file')}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
