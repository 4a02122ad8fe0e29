import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionInfo } from '../../../contract/account-models';
import { call, errorMessage, useApi } from '../../api';
import { Button } from '../../components/Button';
import { IconPhone } from '../../components/icons';
import { isolate } from '../../lib/bidi';
import { languageTag } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import styles from './ProfilePage.module.css';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "5 minutes ago", "yesterday" in the player's language; "now" within the server's 5-minute step. */
function lastSeen(iso: string, locale: string, now: number, justNow: string): string {
  const ago = now - Date.parse(iso);
  if (ago < 5 * 60_000) return justNow;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) if (ago >= ms) return format.format(-Math.floor(ago / ms), unit);
  return justNow;
}

/**
 * Settings → Signed-in devices: every live session of the player, this one first-marked, each other one
 * with its own "Sign out" (its token stops working and its open pages lose their live connection).
 */
export function DeviceSessions() {
  const { t, i18n } = useTranslation();
  const { data, reload } = useApi('get_sessions');
  const [ending, setEnding] = useState<string | null>(null);
  // "Last active" is read against the moment the page opened: minutes are its finest step anyway.
  const [now] = useState(() => Date.now());
  if (!data) return null;
  const locale = languageTag(i18n.language);

  async function end(session: SessionInfo) {
    setEnding(session.id);
    try {
      await call('end_session', { session_id: session.id });
      notify.success(t('session_ended'));
      reload();
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setEnding(null);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="devices-title" data-testid="sessions">
      <h2 id="devices-title" className={styles.cardTitle}>
        {t('sessions_title')}
      </h2>
      <ul className={styles.sessionList}>
        {data.map((s) => (
          <li key={s.id} className={styles.session} data-testid="session">
            <IconPhone size={22} aria-hidden />
            <div className={styles.sessionText}>
              <span className={styles.sessionDevice}>
                {s.device ? isolate(s.device) : t('session_unknown_device')}
                {s.current ? <span className={styles.badge}>{t('session_this_device')}</span> : null}
              </span>
              <span className={styles.hint}>
                {t('session_last_seen', { when: lastSeen(s.last_seen, locale, now, t('session_now')) })}
              </span>
            </div>
            {s.current ? null : (
              <Button
                variant="secondary"
                small
                busy={ending === s.id}
                onClick={() => void end(s)}
                data-testid="session-end"
              >
                {t('session_end')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
