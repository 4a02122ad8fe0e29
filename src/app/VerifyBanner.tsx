import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, errorMessage } from '../api';
import { Button } from '../components/Button';
import { IconCross, IconMail } from '../components/icons';
import { isolate } from '../lib/bidi';
import { notify } from '../lib/toast';
import styles from './Banner.module.css';

/**
 * Reminds a player whose sign-in address is not proven yet (they can play, not redeem or earn referral
 * rewards), with "Resend the link". Closing it hides it until the next visit.
 */
export default function VerifyBanner({ email }: { email: string }) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(() => sessionStorage.getItem('openquiz.verify-banner') === email);
  const [busy, setBusy] = useState(false);
  if (closed) return null;

  async function resend() {
    setBusy(true);
    try {
      await call('send_verification_email', {});
      notify.success(t('code_294'));
    } catch (e) {
      notify.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  function close() {
    sessionStorage.setItem('openquiz.verify-banner', email);
    setClosed(true);
  }

  return (
    <div className={styles.wrap}>
      <div className={styles.banner} role="region" aria-label={t('verify_title')} data-testid="verify-banner">
        <IconMail size={22} className={styles.icon} />
        <p className={styles.text}>{t('verify_banner_text', { email: isolate(email) })}</p>
        <Button small variant="secondary" busy={busy} onClick={resend} data-testid="verify-resend">
          {t('verify_banner_resend')}
        </Button>
        <button type="button" className={styles.close} onClick={close} aria-label={t('verify_banner_close')}>
          <IconCross size={18} />
        </button>
      </div>
    </div>
  );
}
