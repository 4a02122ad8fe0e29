import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushKind, PushPreferences } from '../../../contract/notification-models';
import { call, errorMessage } from '../../api';
import { callOrQueue } from '../../api/queue';
import { isIosBrowser, pushIsOn, pushSupport, turnPushOff, turnPushOn } from '../../lib/push/push';
import { notify } from '../../lib/toast';
import { SwitchRow } from '../../components/Switch';
import styles from './Settings.module.css';

const KINDS: PushKind[] = ['battle_invite', 'badge', 'payment', 'daily_reminder', 'broadcast'];

/**
 * Settings → Notifications: this device on or off (the browser's prompt comes from this switch, never
 * on load), the kinds the player wants, and the daily reminder's time. Hidden where the server has no
 * push (it answers 208).
 */
export function NotificationSettings() {
  const { t } = useTranslation();
  const [prefs, setPrefs] = useState<PushPreferences | null>(null);
  const [device, setDevice] = useState(false);
  const [busy, setBusy] = useState(false);
  const support = pushSupport();

  useEffect(() => {
    let live = true;
    void call('get_push_preferences').then(
      (p) => live && setPrefs(p),
      () => undefined,
    );
    void pushIsOn().then((on) => live && setDevice(on));
    return () => {
      live = false;
    };
  }, []);
  if (!prefs) return null;

  async function toggleDevice(on: boolean) {
    setBusy(true);
    try {
      if (on) {
        const outcome = await turnPushOn();
        setDevice(outcome === 'on');
        notify.info(
          t(outcome === 'on' ? 'push_on' : outcome === 'denied' ? 'push_blocked' : 'push_unavailable'),
          {
            toastId: 'push',
          },
        );
      } else {
        await turnPushOff();
        setDevice(false);
        notify.info(t('push_off'), { toastId: 'push' });
      }
    } catch (e) {
      notify.error(errorMessage(e), { toastId: 'push' });
    } finally {
      setBusy(false);
    }
  }

  async function save(patch: Partial<Record<PushKind, '0' | '1'>> & { daily_reminder_time?: string }) {
    const next = {
      ...prefs!,
      kinds: {
        ...prefs!.kinds,
        ...Object.fromEntries(
          Object.entries(patch)
            .filter(([k]) => k !== 'daily_reminder_time')
            .map(([k, v]) => [k, v === '1']),
        ),
      },
      daily_reminder_time: patch.daily_reminder_time ?? prefs!.daily_reminder_time,
    };
    setPrefs(next);
    try {
      const sent = await callOrQueue('set_push_preferences', patch);
      if (!sent.queued) setPrefs(sent.data);
    } catch (e) {
      setPrefs(prefs);
      notify.error(errorMessage(e), { toastId: 'push-prefs' });
    }
  }

  return (
    <section className={styles.card} aria-labelledby="push-title" data-testid="push-settings">
      <h2 id="push-title" className={styles.cardTitle}>
        {t('push_settings_title')}
      </h2>
      <SwitchRow
        label={t('push_this_device')}
        hint={
          support === 'denied'
            ? t('push_blocked')
            : support === 'unsupported'
              ? isIosBrowser()
                ? t('push_ios_hint')
                : t('push_unavailable')
              : undefined
        }
        checked={device}
        disabled={busy || support === 'unsupported' || support === 'denied'}
        onChange={(on) => void toggleDevice(on)}
        testId="push-device"
      />
      {KINDS.map((kind) => (
        <SwitchRow
          key={kind}
          label={t(`push_kind_${kind}`)}
          checked={prefs.kinds[kind] ?? true}
          onChange={(on) => void save({ [kind]: on ? '1' : '0' })}
          testId={`push-kind-${kind}`}
        />
      ))}
      <label className={styles.row}>
        <span>{t('push_reminder_time')}</span>
        <input
          type="time"
          className={styles.control}
          value={prefs.daily_reminder_time}
          disabled={!(prefs.kinds.daily_reminder ?? true)}
          onChange={(e) => e.target.value && void save({ daily_reminder_time: e.target.value })}
          data-testid="push-reminder-time"
        />
      </label>
    </section>
  );
}
