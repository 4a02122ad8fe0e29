import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { languageTag } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { authStyles as styles } from './AuthCard';
import { useSignIn } from './use-sign-in';

/** The providers' names as their owners write them (brand names are not translated). */
const LABELS: Record<string, string> = {
  google: 'Google',
  apple: 'Apple',
  microsoft: 'Microsoft',
  github: 'GitHub',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
};

/**
 * "Continue with Google" and the other providers the operator enabled (web settings' firebase_auth).
 * Firebase itself loads on the first press, not with the page.
 */
export function FirebaseButtons({
  config,
  providers,
}: {
  config: Record<string, string>;
  providers: string[];
}) {
  const { t, i18n } = useTranslation();
  const { run, busy, error } = useSignIn();
  const [pressed, setPressed] = useState('');

  async function signIn(provider: string) {
    setPressed(provider);
    try {
      const { signInWithFirebase } = await import('./firebase-sign-in');
      const proof = await signInWithFirebase(config, provider, languageTag(i18n.language));
      if (!proof) return;
      const ok = await run(() => call('auth_firebase', { id_token: proof.idToken }), { name: proof.name });
      if (ok) notify.success(t('code_105'));
    } catch {
      notify.error(t('firebase_failed'));
    } finally {
      setPressed('');
    }
  }

  return (
    <div className={styles.providers} data-testid="firebase-providers">
      <FormError message={error} />
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          block
          busy={busy || pressed === provider}
          onClick={() => void signIn(provider)}
          data-testid={`login-${provider}`}
        >
          {t('continue_with', { provider: LABELS[provider] ?? provider })}
        </Button>
      ))}
    </div>
  );
}
