import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { PRESET_AVATARS, presetAvatarPath, type PresetAvatar } from '../../../contract/avatars';
import { useTranslation } from 'react-i18next';
import { call, errorMessage } from '../../api';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { IconEdit } from '../../components/icons';
import { Spinner } from '../../components/Spinner';
import { useMergeUser } from '../../lib/session';
import { notify } from '../../lib/toast';
import styles from './AvatarPicker.module.css';

const TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif';
const MAX_BYTES = 5 * 1_048_576;
const AvatarCropDialog = lazy(() => import('./AvatarCropDialog'));

/**
 * The player's picture with a button to change it: a dialog offers a photo of their own — previewed and
 * cropped in the browser, then checked and re-encoded by the server (a file too large is refused here
 * first, saving the upload) — or one of the preset pictures.
 */
export function AvatarPicker({ name, src }: { name: string; src: string }) {
  const { t } = useTranslation();
  const merge = useMergeUser();
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<File | null>(null);

  function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again is a new choice
    if (!file) return;
    if (file.size > MAX_BYTES) return notify.error(t('code_303'));
    setChosen(file);
  }

  async function save(send: () => Promise<{ profile: string }>) {
    setChosen(null);
    dialog.current?.close();
    setBusy(true);
    try {
      const user = await send();
      merge({ profile: user.profile });
      notify.success(t('profile_picture_saved'));
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }
  const upload = (image: Blob) => save(() => call('upload_profile_image', { image }));
  const pick = (avatar: PresetAvatar) => save(() => call('set_profile_avatar', { avatar }));

  return (
    <div className={styles.picker} aria-busy={busy || undefined}>
      <Avatar name={name} src={src || undefined} size={72} />
      <button
        type="button"
        className={styles.change}
        onClick={() => dialog.current?.showModal()}
        disabled={busy}
        aria-label={t('profile_picture_change')}
        title={t('profile_picture_change')}
        data-testid="profile-picture-change"
      >
        {busy ? <Spinner /> : <IconEdit size={16} />}
      </button>
      <input
        ref={input}
        type="file"
        accept={TYPES}
        hidden
        onChange={choose}
        data-testid="profile-picture-input"
      />
      <Dialog
        ref={dialog}
        title={t('profile_picture_change')}
        testId="avatar-dialog"
        actions={
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            {t('cancel')}
          </Button>
        }
      >
        <Button block onClick={() => input.current?.click()} data-testid="avatar-upload">
          {t('profile_picture_upload')}
        </Button>
        <p className={styles.presetsTitle}>{t('profile_picture_presets')}</p>
        <div className={styles.presets}>
          {PRESET_AVATARS.map((id, i) => (
            <button
              key={id}
              type="button"
              className={styles.preset}
              onClick={() => void pick(id)}
              aria-label={t('profile_picture_preset', { n: i + 1 })}
              data-testid={`avatar-preset-${id}`}
            >
              <img src={presetAvatarPath(id)} alt="" width={64} height={64} loading="lazy" />
            </button>
          ))}
        </div>
      </Dialog>
      {chosen ? (
        <Suspense fallback={null}>
          <AvatarCropDialog
            file={chosen}
            onSave={(image) => void upload(image)}
            onCancel={() => setChosen(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
