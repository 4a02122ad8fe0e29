import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { Identity } from '../../../contract/models';
import { call } from '../../api';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { FormError } from '../../components/FormError';
import { Seo } from '../../components/Seo';
import { IconGift } from '../../components/icons';
import { configNumber, useUiLanguage, useWebSettings, useSystemConfig } from '../../lib/settings';
import { notify } from '../../lib/toast';
import { AuthCard, authStyles as styles } from './AuthCard';
import { FirebaseButtons } from './FirebaseButtons';
import { useSignIn } from './use-sign-in';
import { codes } from '../../../contract/codes';

export default function SignUpPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const [form, setForm] = useState({
    name: '',
    email: '',
    password: '',
    confirm: '',
    // An invite link (/auth/sign-up/?ref=CODE) fills in the friend's code.
    friendsCode: (params.get('ref') ?? '').trim().toUpperCase().slice(0, 32),
  });
  const invited = params.has('ref');
  // The verification mail is written in the language the page is in.
  const language = useUiLanguage();
  const firebase = useWebSettings()?.firebase_auth;
  const joinerCoins = configNumber(useSystemConfig(), 'refer_coin');
  // The identity proved for these credentials: when the sign-up is refused (say, a mistyped friend's
  // code), submitting again reuses it instead of asking to register the same e-mail twice.
  const proved = useRef<{ key: string; identity: Identity } | null>(null);
  const { run, busy, error, setError } = useSignIn();
  const mismatch = form.confirm !== '' && form.password !== form.confirm;

  const set = (key: keyof typeof form) => (e: ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const name = form.name.trim();
    const email = form.email.trim();
    if (!name || !email || !form.password || !form.confirm) return setError(t('fill_all_details'));
    if (form.password !== form.confirm) return setError(t('passwords_do_not_match'));
    const key = `${email}\n${form.password}`;
    const prove = async () => {
      if (proved.current?.key === key) return proved.current.identity;
      const identity = await call('auth_email_signup', {
        email,
        password: form.password,
        web_language: language,
      });
      proved.current = { key, identity };
      return identity;
    };
    // The server answers a known address with another password as sign-in does (209), so as not to tell
    // anyone which addresses have accounts; here that means "these details cannot make a new account".
    const ok = await run(
      prove,
      { name, friendsCode: form.friendsCode.trim() },
      { [codes.invalidCredentials]: t('sign_up_refused') },
    );
    if (ok) notify.success(t('code_104'));
  }

  return (
    <AuthCard title={t('sign_up_title')} subtitle={t('sign_up_subtitle')}>
      <Seo title={t('sign_up')} />
      <form className={styles.form} onSubmit={submit} noValidate data-testid="signup-form">
        <FormError message={error} />
        {invited ? (
          <p className={styles.invited} data-testid="signup-invited">
            <IconGift size={22} className={styles.invitedIcon} />
            <span>{t('signup_invited', { coins: joinerCoins })}</span>
          </p>
        ) : null}
        <Field
          label={t('name')}
          name="name"
          autoComplete="name"
          value={form.name}
          onChange={set('name')}
          data-testid="signup-name"
        />
        <Field
          label={t('email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={form.email}
          onChange={set('email')}
          data-testid="signup-email"
        />
        <Field
          label={t('password')}
          type="password"
          name="password"
          autoComplete="new-password"
          hint={t('password_hint')}
          value={form.password}
          onChange={set('password')}
          data-testid="signup-password"
        />
        <Field
          label={t('confirm_password')}
          type="password"
          name="confirm"
          autoComplete="new-password"
          value={form.confirm}
          onChange={set('confirm')}
          error={mismatch ? t('passwords_do_not_match') : undefined}
          data-testid="signup-confirm"
        />
        <div className={styles.codeField}>
          <Field
            label={t('signup_referral_label')}
            name="friends_code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            hint={t('signup_referral_hint')}
            value={form.friendsCode}
            onChange={set('friendsCode')}
            data-testid="signup-referral"
          />
        </div>
        <Button type="submit" block busy={busy} data-testid="signup-submit">
          {t('create_account')}
        </Button>
      </form>
      {firebase ? <FirebaseButtons config={firebase.config} providers={firebase.providers} /> : null}
      <p className={styles.switch}>
        {t('have_account')}{' '}
        <Link to="/auth/login/" state={location.state}>
          {t('login')}
        </Link>
      </p>
    </AuthCard>
  );
}
