import { useSetAtom } from 'jotai';
import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call, errorMessage } from '../../api';
import { Avatar } from '../../components/Avatar';
import { IconEdit } from '../../components/icons';
import { mergeUserAtom } from '../../lib/session';
import { notify } from '../../lib/toast';
import styles from './AvatarPicker.module.css';

const TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif';
const MAX_BYTES = 5 * 1_048_576;
const AvatarCropDialog = lazy(() => import('./AvatarCropDialog'));

/**
 * The player's picture with a button to change it: the chosen file is previewed and cropped in the
 * browser, then the square goes to the server, which checks and re-encodes it (a file too large is
 * refused here first, saving the upload).
 */
export function AvatarPicker({ name, src }: { name: string; src: string }) {
  const { t } = useTranslation();
  const merge = useSetAtom(mergeUserAtom);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<File | null>(null);

  function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again is a new choice
    if (!file) return;
    if (file.size > MAX_BYTES) return notify.error(t('code_303'));
    setChosen(file);
  }

  async function upload(image: Blob) {
    setChosen(null);
    setBusy(true);
    try {
      const user = await call('upload_profile_image', { image });
      merge({ profile: user.profile });
      notify.success(t('profile_picture_saved'));
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.picker} aria-busy={busy || undefined}>
      <Avatar name={name} src={src || undefined} size={72} />
      <button
        type="button"
        className={styles.change}
        onClick={() => input.current?.click()}
        disabled={busy}
        aria-label={t('profile_picture_change')}
        title={t('profile_picture_change')}
        data-testid="profile-picture-change"
      >
        {busy ? <span className={styles.spinner} aria-hidden="true" /> : <IconEdit size={16} />}
      </button>
      <input
        ref={input}
        type="file"
        accept={TYPES}
        hidden
        onChange={choose}
        data-testid="profile-picture-input"
      />
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
