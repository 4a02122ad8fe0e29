import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { adminCall } from '../ui/admin-call';
import styles from './Events.module.css';

/**
 * A picture for a contest or a broadcast: uploaded at once (the server re-encodes it) and kept as the
 * stored path the save action takes; `url` is what to show.
 */
export function ImageUpload({
  folder,
  url,
  onChange,
}: {
  folder: 'contests' | 'broadcasts';
  url: string;
  onChange: (path: string, url: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    const saved = await adminCall(
      'admin_upload_event_image',
      { folder, image: file },
      t('admin_ev_image_saved'),
    );
    setBusy(false);
    if (saved) onChange(saved.path, saved.url);
  };
  return (
    <div className={styles.label}>
      <label htmlFor={id}>{t('admin_ev_image')}</label>
      {url ? <img className={styles.preview} src={url} alt="" /> : null}
      <div className={styles.actions}>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          disabled={busy}
          onChange={(e) => void upload(e.target.files?.[0])}
          data-testid={`${folder}-image-input`}
        />
        {url ? (
          <Button type="button" variant="ghost" small onClick={() => onChange('', '')}>
            {t('admin_ev_image_remove')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
