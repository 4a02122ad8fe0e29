import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { FormError } from '../../components/FormError';
import { IconMail } from '../../components/icons';
import { notify } from '../../lib/toast';
import { useFormAction } from '../../lib/use-form-action';
import styles from './ProfilePage.module.css';

/**
 * "Change address" for an account that signs in with its e-mail: the new address and the current
 * password; the server mails the new address a link, and the change happens when it is followed.
 */
export function ChangeEmail() {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const formId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState('');
  const { busy, error, setError, run } = useFormAction();

  function open() {
    setEmail('');
    setPassword('');
    setError('');
    dialog.current?.showModal();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim() || !password) return setError(t('fill_all_details'));
    void run(async () => {
      const sent = await call('request_email_change', { email: email.trim(), password });
      dialog.current?.close();
      setSentTo(sent.email);
      notify.success(t('code_309'));
    });
  }

  return (
    <>
      {sentTo ? (
        <div className={styles.notice} role="status" data-testid="change-email-sent">
          <IconMail size={20} />
          <p>
            {t('change_email_sent')}
            {/* On a line of its own: a long address wrapped inside a right-to-left sentence scrambles. */}
            <span className={styles.address}>
              <bdi>{sentTo}</bdi>
            </span>
          </p>
        </div>
      ) : null}
      <Button variant="secondary" small className={styles.start} onClick={open} data-testid="change-email">
        <IconMail size={18} /> {t('change_email')}
      </Button>
      <Dialog
        ref={dialog}
        title={t('change_email_title')}
        testId="change-email-dialog"
        actions={
          <>
            <Button type="submit" form={formId} busy={busy} data-testid="change-email-send">
              {t('change_email_send')}
            </Button>
            <Button variant="secondary" onClick={() => dialog.current?.close()}>
              {t('cancel')}
            </Button>
          </>
        }
      >
        <form id={formId} className={styles.dialogForm} onSubmit={submit} noValidate>
          <p>{t('change_email_text')}</p>
          <FormError message={error} />
          <Field
            label={t('new_email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            data-testid="change-email-address"
          />
          <Field
            label={t('current_password')}
            type="password"
            name="current-password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="change-email-password"
          />
        </form>
      </Dialog>
    </>
  );
}
