import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { codes } from '../../../contract/codes';
import { call, isApiError } from '../../api';
import { Button, ButtonLink } from '../../components/Button';
import { Field } from '../../components/Field';
import { FormError } from '../../components/FormError';
import { Seo } from '../../components/Seo';
import { IconCheck, IconMail } from '../../components/icons';
import { isolate } from '../../lib/bidi';
import { useUser, useLogoutAction } from '../../lib/session';
import { useUiLanguage } from '../../lib/settings';
import { useFormAction } from '../../lib/use-form-action';
import { AuthCard, authStyles as styles } from './AuthCard';

/**
 * "Forgot password?": without a token, asks for the address and mails a link; with the link's token,
 * takes the new password. The server answers alike whether or not an account uses the address.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <NewPassword token={token} /> : <RequestLink />;
}

function RequestLink() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');
  const { busy, error, setError, run } = useFormAction();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) return setError(t('fill_all_details'));
    void run(async () => {
      const sent = await call('request_password_reset', { email: email.trim(), web_language: language });
      setSentTo(sent.email);
    });
  }

  if (sentTo)
    return (
      <AuthCard title={t('reset_sent_title')} subtitle="">
        <Seo title={t('reset_title')} />
        <p className={styles.success} role="status" data-testid="reset-sent">
          <IconMail size={22} className={styles.successIcon} />
          <span>{t('reset_sent_text', { email: isolate(sentTo) })}</span>
        </p>
        <ButtonLink to="/auth/login/" variant="secondary" block>
          {t('back_to_login')}
        </ButtonLink>
      </AuthCard>
    );

  return (
    <AuthCard title={t('reset_title')} subtitle={t('reset_subtitle')}>
      <Seo title={t('reset_title')} />
      <form className={styles.form} onSubmit={submit} noValidate data-testid="reset-request-form">
        <FormError message={error} />
        <Field
          label={t('email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          data-testid="reset-email"
        />
        <Button type="submit" block busy={busy} data-testid="reset-send">
          {t('reset_send')}
        </Button>
      </form>
      <p className={styles.switch}>
        <Link to="/auth/login/">{t('back_to_login')}</Link>
      </p>
    </AuthCard>
  );
}

function NewPassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const signedIn = Boolean(useUser());
  const logout = useLogoutAction();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, error, setError, run } = useFormAction();
  const [expired, setExpired] = useState(false);
  const [done, setDone] = useState(false);
  const mismatch = confirm !== '' && password !== confirm;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!password || !confirm) return setError(t('fill_all_details'));
    if (password !== confirm) return setError(t('passwords_do_not_match'));
    void run(async () => {
      try {
        await call('reset_password', { token, password });
      } catch (err) {
        setExpired(isApiError(err) && err.code === codes.linkInvalid);
        throw err;
      }
      // The server ended every session of the account, this device's among them.
      if (signedIn) logout();
      setDone(true);
    });
  }

  if (done)
    return (
      <AuthCard title={t('reset_new_title')} subtitle="">
        <Seo title={t('reset_title')} />
        <p className={styles.success} role="status" data-testid="reset-done">
          <IconCheck size={22} className={styles.successIcon} />
          <span>{t('reset_done')}</span>
        </p>
        <ButtonLink to="/auth/login/" block data-testid="reset-login">
          {t('login')}
        </ButtonLink>
      </AuthCard>
    );

  return (
    <AuthCard title={t('reset_new_title')} subtitle={t('reset_new_subtitle')}>
      <Seo title={t('reset_title')} />
      <form className={styles.form} onSubmit={submit} noValidate data-testid="reset-password-form">
        <FormError message={error} />
        {expired ? (
          <Link to="/auth/reset-password/" className={styles.hint}>
            {t('reset_ask_again')}
          </Link>
        ) : null}
        <Field
          label={t('new_password')}
          type="password"
          name="new-password"
          autoComplete="new-password"
          minLength={8}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          data-testid="reset-new-password"
        />
        <Field
          label={t('confirm_password')}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={mismatch ? t('passwords_do_not_match') : undefined}
          data-testid="reset-confirm-password"
        />
        <Button type="submit" block busy={busy} data-testid="reset-save">
          {t('reset_save')}
        </Button>
      </form>
    </AuthCard>
  );
}
