import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { call } from '../../api';
import { Button, ButtonLink } from '../../components/Button';
import { IconEye, IconPhone } from '../../components/icons';
import { Field } from '../../components/Field';
import { FormError } from '../../components/FormError';
import { Seo } from '../../components/Seo';
import { useWebSettings } from '../../lib/settings';
import { notify } from '../../lib/toast';
import { AuthCard, authStyles as styles } from './AuthCard';
import { FirebaseButtons } from './FirebaseButtons';
import { useSignIn } from './use-sign-in';

export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { run, demo, busy, error, setError } = useSignIn();
  const settings = useWebSettings();
  const demoMode = settings?.demo_mode ?? false;
  const firebase = settings?.firebase_auth;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim() || !password) return setError(t('fill_all_details'));
    const ok = await run(() => call('auth_email_login', { email: email.trim(), password }));
    if (ok) notify.success(t('code_105'));
  }

  return (
    <AuthCard title={t('login_title')} subtitle={t('login_subtitle')}>
      <Seo title={t('login')} />
      <form className={styles.form} onSubmit={submit} noValidate data-testid="login-form">
        <FormError message={error} />
        <Field
          label={t('email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          data-testid="login-email"
        />
        <Field
          label={t('password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          data-testid="login-password"
        />
        <div className={styles.row}>
          <Link to="/auth/reset-password/">{t('forgot_password')}</Link>
        </div>
        <Button type="submit" block busy={busy} data-testid="login-submit">
          {t('login')}
        </Button>
      </form>
      {firebase ? <FirebaseButtons config={firebase.config} providers={firebase.providers} /> : null}
      <ButtonLink to="/auth/otp-verify/" variant="secondary" block data-testid="login-phone">
        <IconPhone size={20} /> {t('phone_login')}
      </ButtonLink>
      {demoMode ? (
        <div className={styles.demo}>
          <Button
            variant="ghost"
            block
            busy={busy}
            onClick={() => void demo().then((ok) => ok && notify.success(t('demo_welcome')))}
            data-testid="login-demo"
          >
            <IconEye size={20} /> {t('demo_try')}
          </Button>
          <p className={styles.hint}>{t('demo_hint')}</p>
        </div>
      ) : null}
      <p className={styles.switch}>
        {t('no_account')}{' '}
        <Link to="/auth/sign-up/" state={location.state}>
          {t('sign_up')}
        </Link>
      </p>
    </AuthCard>
  );
}
