import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { call, errorMessage } from '../../api';
import { ButtonLink } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { Seo } from '../../components/Seo';
import { IconCheck } from '../../components/icons';
import { isolate } from '../../lib/bidi';
import { useUser, useMergeUser } from '../../lib/session';
import { AuthCard, authStyles as styles } from './AuthCard';

type State = { step: 'checking' } | { step: 'done'; email: string } | { step: 'failed'; message: string };

/**
 * Where a verification mail's link lands (it proves the address once, signed in or not), and a change
 * link's (/auth/confirm-email/: the account signs in with the new address from then on).
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const change = useLocation().pathname.startsWith('/auth/confirm-email');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const user = useUser();
  const mergeUser = useMergeUser();
  const [state, setState] = useState<State>({ step: 'checking' });
  // A link works once: React's development double effect must not spend it twice.
  const sent = useRef('');

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    const signedIn = Boolean(user);
    call(change ? 'confirm_email_change' : 'verify_email', { token })
      .then(async ({ email }) => {
        setState({ step: 'done', email });
        // This device's session learns at once (the banner goes); other devices on their next refresh.
        if (!change && user?.email === email) mergeUser({ email_verified: true });
        else if (change && signedIn) mergeUser(await call('get_user_by_id', {}));
      })
      .catch((e: unknown) => setState({ step: 'failed', message: errorMessage(e) }));
  }, [token, change, user, mergeUser]);

  const title = t(change ? 'confirm_email_title' : 'verify_title');
  return (
    <AuthCard title={title} subtitle={state.step === 'checking' ? t('verify_checking') : ''}>
      <Seo title={title} />
      {state.step === 'done' ? (
        <p className={styles.success} role="status" data-testid="verify-done">
          <IconCheck size={22} className={styles.successIcon} />
          {change ? (
            // The address on a line of its own: wrapped inside a right-to-left sentence it scrambles.
            <span>
              {t('confirm_email_done')}
              <span className={styles.address}>
                <bdi>{state.email}</bdi>
              </span>
            </span>
          ) : (
            <span>{t('verify_done', { email: isolate(state.email) })}</span>
          )}
        </p>
      ) : null}
      {state.step === 'failed' ? (
        <div className={styles.form} data-testid="verify-failed">
          <FormError message={state.message} />
          <p className={styles.hint}>{t(change ? 'confirm_email_failed_hint' : 'verify_failed_hint')}</p>
        </div>
      ) : null}
      {state.step === 'checking' ? null : (
        <ButtonLink to={user ? '/' : '/auth/login/'} block data-testid="verify-continue">
          {user ? t('verify_continue') : t('login')}
        </ButtonLink>
      )}
    </AuthCard>
  );
}
