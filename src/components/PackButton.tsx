import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api';
import { downloadPack } from '../lib/packs/download';
import { deletePack, getPack, packKey } from '../lib/packs/pack-store';
import { useUser } from '../lib/session';
import { notify } from '../lib/toast';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { IconCheck, IconTrash } from './icons';
import styles from './PackButton.module.css';

export const formatBytes = (bytes: number, locale?: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    Math.max(0.1, bytes / 1_048_576),
  );

/**
 * "Download for offline" on a category or subcategory: asks first (a pack carries the answers, so the
 * topic's levels pay no coins afterwards), shows the progress, then "Available offline" with its size
 * and a remove button.
 */
export function PackButton({
  type,
  id,
  title,
  onChange,
}: {
  type: 'category' | 'subcategory';
  id: number;
  title: string;
  /** Called after the pack was downloaded or removed (a list of packs refreshes). */
  onChange?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const key = packKey(user?.id ?? 0, `${type}:${id}`);
  const [bytes, setBytes] = useState<number | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);

  useEffect(() => {
    let live = true;
    void getPack(key).then((p) => live && setBytes(p ? p.bytes : null));
    return () => {
      live = false;
    };
  }, [key]);

  if (!user) return null;

  async function download() {
    dialog?.close();
    setProgress(0);
    try {
      const pack = await downloadPack(user!.id, { type, id }, (p) => setProgress(p.fraction));
      setBytes(pack.bytes);
      onChange?.();
      notify.success(t('offline_pack_ready', { title }), { toastId: `pack-${key}` });
    } catch (e) {
      notify.error(errorMessage(e), { toastId: `pack-${key}` });
    } finally {
      setProgress(null);
    }
  }

  if (progress !== null)
    return (
      <div className={styles.progress} data-testid="pack-progress">
        <span>{t('offline_downloading')}</span>
        <progress max={1} value={progress} aria-label={t('offline_downloading')} />
      </div>
    );

  if (bytes !== null)
    return (
      <div className={styles.held} data-testid="pack-held">
        <IconCheck size={18} />
        <span>
          {t('offline_available')} · {formatBytes(bytes, i18n.language === 'arabic' ? 'ar' : undefined)}
        </span>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('offline_remove')}
          title={t('offline_remove')}
          onClick={() =>
            void deletePack(key).then(() => {
              setBytes(null);
              onChange?.();
            })
          }
          data-testid="pack-remove"
        >
          <IconTrash size={18} />
        </button>
      </div>
    );

  return (
    <>
      <Button small variant="secondary" onClick={() => dialog?.showModal()} data-testid="pack-download">
        {t('offline_download')}
      </Button>
      <Dialog
        ref={setDialog}
        title={t('offline_download_title', { title })}
        testId="pack-dialog"
        actions={
          <>
            <Button onClick={() => void download()} data-testid="pack-confirm">
              {t('offline_download')}
            </Button>
            <Button variant="ghost" onClick={() => dialog?.close()}>
              {t('outbox_close')}
            </Button>
          </>
        }
      >
        {t('offline_download_text')}
      </Dialog>
    </>
  );
}
