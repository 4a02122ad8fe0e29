import { getExampleNumber, parsePhoneNumber, type CountryCode } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Identity } from '../../../contract/models';
import { call } from '../../api';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { FormError } from '../../components/FormError';
import { Seo } from '../../components/Seo';
import { isolate } from '../../lib/bidi';
import { languageTag } from '../../lib/i18n';
import { useUiLanguage } from '../../lib/settings';
import { notify } from '../../lib/toast';
import { useFormAction } from '../../lib/use-form-action';
import { AuthCard, authStyles as styles } from './AuthCard';
import { browserCountry, CountrySelect } from './CountrySelect';
import { useSignIn } from './use-sign-in';

type Step =
  | { step: 'number' }
  | { step: 'code'; phone: string; resendAt: number }
  | { step: 'name'; identity: Identity };

/** A number as people read it (+33 6 12 34 56 78), kept left-to-right inside Arabic text. */
const shown = (phone: string) => isolate(parsePhoneNumber(phone).formatInternational());

/** Seconds until `at`, ticking. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * SPEC §2 /auth/otp-verify: sign in with a mobile number and a code sent to it by SMS. A new number is
 * asked a name before its account is made; a known one is signed straight in.
 */
export default function PhoneSignInPage() {
  const { t, i18n } = useTranslation();
  const language = useUiLanguage();
  const [state, setState] = useState<Step>({ step: 'number' });
  const [country, setCountry] = useState<CountryCode>(browserCountry);
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const { busy, error, setError, run: attempt } = useFormAction();
  const signIn = useSignIn();

  const send = (phone: string) =>
    attempt(async () => {
      const sent = await call('auth_phone_send_code', { phone, country, web_language: language });
      setCode('');
      setState({ step: 'code', phone: sent.phone, resendAt: Date.now() + sent.resend_after * 1000 });
      notify.success(t('code_302'));
    });

  function submitNumber(e: FormEvent) {
    e.preventDefault();
    if (!number.trim()) return setError(t('fill_all_details'));
    void send(number.trim());
  }

  function submitCode(e: FormEvent, phone: string) {
    e.preventDefault();
    void attempt(async () => {
      const identity = await call('auth_phone_verify', { phone, code: code.trim() });
      if (identity.registered) await signIn.run(async () => identity);
      else setState({ step: 'name', identity });
    });
  }

  function submitName(e: FormEvent, identity: Identity) {
    e.preventDefault();
    if (!name.trim()) return signIn.setError(t('fill_all_details'));
    void signIn.run(async () => identity, { name: name.trim() });
  }

  if (state.step === 'name')
    return (
      <AuthCard title={t('sign_up_title')} subtitle={t('phone_name_hint')}>
        <Seo title={t('phone_title')} />
        <form
          className={styles.form}
          onSubmit={(e) => submitName(e, state.identity)}
          noValidate
          data-testid="phone-name-form"
        >
          <FormError message={signIn.error} />
          <Field
            label={t('phone_name')}
            name="name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            data-testid="phone-name"
          />
          <Button type="submit" block busy={signIn.busy} data-testid="phone-name-submit">
            {t('sign_up')}
          </Button>
        </form>
      </AuthCard>
    );

  if (state.step === 'code')
    return (
      <AuthCard
        title={t('phone_code_title')}
        subtitle={t('phone_code_subtitle', { phone: shown(state.phone) })}
      >
        <Seo title={t('phone_title')} />
        <form
          className={styles.form}
          onSubmit={(e) => submitCode(e, state.phone)}
          noValidate
          data-testid="phone-code-form"
        >
          <FormError message={error || signIn.error} />
          <div className={styles.otp}>
            <Field
              label={t('phone_code')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              data-testid="phone-code"
            />
          </div>
          <Button
            type="submit"
            block
            busy={busy || signIn.busy}
            disabled={code.length !== 6}
            data-testid="phone-verify"
          >
            {t('phone_verify')}
          </Button>
        </form>
        <Resend at={state.resendAt} busy={busy} onResend={() => void send(state.phone)} />
        <p className={styles.switch}>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => setState({ step: 'number' })}
            data-testid="phone-change"
          >
            {t('phone_change')}
          </button>
        </p>
      </AuthCard>
    );

  const example = getExampleNumber(country, examples)?.formatNational();
  return (
    <AuthCard title={t('phone_title')} subtitle={t('phone_subtitle')}>
      <Seo title={t('phone_title')} />
      <form className={styles.form} onSubmit={submitNumber} noValidate data-testid="phone-form">
        <FormError message={error} />
        <CountrySelect
          label={t('phone_country')}
          locale={languageTag(i18n.language)}
          value={country}
          onChange={setCountry}
        />
        <Field
          label={t('phone_number')}
          type="tel"
          name="phone"
          dir="ltr"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder={example}
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          data-testid="phone-number"
        />
        <Button type="submit" block busy={busy} data-testid="phone-send">
          {t('phone_send')}
        </Button>
      </form>
      <p className={styles.switch}>
        <Link to="/auth/login/">{t('email_login')}</Link>
      </p>
    </AuthCard>
  );
}

function Resend({ at, busy, onResend }: { at: number; busy: boolean; onResend(): void }) {
  const { t } = useTranslation();
  const seconds = useSecondsUntil(at);
  return (
    <Button
      variant="secondary"
      block
      disabled={seconds > 0 || busy}
      onClick={onResend}
      data-testid="phone-resend"
    >
      {seconds > 0 ? t('phone_resend_in', { seconds }) : t('phone_resend')}
    </Button>
  );
}
