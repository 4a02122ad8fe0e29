import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { FormError } from '../../components/FormError';
import { IconTrash } from '../../components/icons';
import { notify } from '../../lib/toast';
import { useFormAction } from '../../lib/use-form-action';
import { useLogout } from '../../lib/use-logout';
import styles from './DeleteAccount.module.css';

/** The profile's danger zone: deleting the account for good, after an explicit confirmation. */
export function DeleteAccount() {
  const { t } = useTranslation();
  const logout = useLogout();
  const dialog = useRef<HTMLDialogElement>(null);
  const [understood, setUnderstood] = useState(false);
  const { busy, error, setError, run } = useFormAction();

  function open() {
    setUnderstood(false);
    setError('');
    dialog.current?.showModal();
  }

  const remove = () =>
    run(async () => {
      await call('delete_user_account', {});
      dialog.current?.close();
      await logout();
      notify.success(t('delete_done'));
    });

  return (
    <section className={styles.zone} aria-labelledby="danger-zone-title">
      <h2 id="danger-zone-title" className={styles.title}>
        {t('delete_zone_title')}
      </h2>
      <p className={styles.text}>{t('delete_zone_text')}</p>
      <Button variant="danger" className={styles.open} onClick={open} data-testid="delete-account">
        <IconTrash size={20} /> {t('delete_account')}
      </Button>
      <Dialog
        ref={dialog}
        title={t('delete_dialog_title')}
        testId="delete-account-dialog"
        actions={
          <>
            <Button
              variant="danger"
              className={styles.confirm}
              disabled={!understood}
              busy={busy}
              onClick={() => void remove()}
              data-testid="delete-account-confirm"
            >
              {t('delete_confirm')}
            </Button>
            <Button variant="secondary" onClick={() => dialog.current?.close()}>
              {t('cancel')}
            </Button>
          </>
        }
      >
        <p>{t('delete_dialog_text')}</p>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={understood}
            onChange={(e) => setUnderstood(e.target.checked)}
            data-testid="delete-account-understand"
          />
          <span>{t('delete_understand')}</span>
        </label>
        <FormError message={error} />
      </Dialog>
    </section>
  );
}
