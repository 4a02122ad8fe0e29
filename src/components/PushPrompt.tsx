import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../lib/toast';
import { PUSH_ASKED_KEY, pushConfig, pushSupport, turnPushOn } from '../lib/push/push';
import { Button } from './Button';
import { IconBell } from './icons';
import styles from './PushPrompt.module.css';

/**
 * After a finished game — a moment the player has something to come back for — an in-app card offers
 * notifications before the browser's own prompt. Asked once per device; never on load.
 */
export function PushPrompt() {
  const { t } = useTranslation();
  const [show, setShow] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    if (pushSupport() !== 'default' || localStorage.getItem(PUSH_ASKED_KEY)) return;
    void pushConfig().then((config) => live && setShow(Boolean(config)));
    return () => {
      live = false;
    };
  }, []);

  if (!show) return null;
  const done = () => {
    localStorage.setItem(PUSH_ASKED_KEY, '1');
    setShow(false);
  };
  async function turnOn() {
    setBusy(true);
    try {
      const outcome = await turnPushOn();
      if (outcome === 'on') notify.success(t('push_on'), { toastId: 'push' });
      else if (outcome === 'denied') notify.info(t('push_blocked'), { toastId: 'push' });
      else notify.info(t('push_unavailable'), { toastId: 'push' });
    } catch {
      notify.info(t('push_unavailable'), { toastId: 'push' });
    } finally {
      setBusy(false);
      done();
    }
  }

  return (
    <section className={styles.card} aria-labelledby="push-prompt-title" data-testid="push-prompt">
      <span className={styles.icon}>
        <IconBell size={24} />
      </span>
      <div className={styles.text}>
        <h2 id="push-prompt-title" className={styles.title}>
          {t('push_prompt_title')}
        </h2>
        <p>{t('push_prompt_text')}</p>
        <div className={styles.actions}>
          <Button small busy={busy} onClick={() => void turnOn()} data-testid="push-prompt-on">
            {t('push_turn_on')}
          </Button>
          <Button small variant="ghost" onClick={done} data-testid="push-prompt-later">
            {t('push_not_now')}
          </Button>
        </div>
      </div>
    </section>
  );
}
