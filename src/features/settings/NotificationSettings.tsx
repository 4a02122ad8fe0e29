import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  notificationKinds,
  pushKinds,
  type InAppPreferences,
  type NotificationKind,
  type PushKind,
  type PushPreferences,
} from '../../../contract/notification-models';
import { call, errorMessage } from '../../api';
import { callOrQueue } from '../../api/queue';
import { Switch, SwitchRow } from '../../components/Switch';
import { notificationsChanged } from '../../lib/notification-events';
import { isIosBrowser, pushIsOn, pushSupport, turnPushOff, turnPushOn } from '../../lib/push/push';
import { notify } from '../../lib/toast';
import styles from './Settings.module.css';

const isPushKind = (kind: NotificationKind): kind is PushKind =>
  (pushKinds as readonly string[]).includes(kind);

type PushPatch = Partial<Record<PushKind, '0' | '1'>> & { daily_reminder_time?: string };

/**
 * Settings → Notifications (issue 19): for each kind, whether it lands in the in-app list and whether it
 * is pushed; this device's push on or off (the browser's prompt comes from this switch, never on load);
 * the daily reminder's time. The push parts are hidden where the server has no push (it answers 208).
 */
export function NotificationSettings() {
  const { t } = useTranslation();
  const [inApp, setInApp] = useState<InAppPreferences | null>(null);
  const [prefs, setPrefs] = useState<PushPreferences | null>(null);
  const [device, setDevice] = useState(false);
  const [busy, setBusy] = useState(false);
  const support = pushSupport();

  useEffect(() => {
    let live = true;
    void call('get_notification_preferences').then(
      (p) => live && setInApp(p),
      () => undefined,
    );
    void call('get_push_preferences').then(
      (p) => live && setPrefs(p),
      () => undefined,
    );
    void pushIsOn().then((on) => live && setDevice(on));
    return () => {
      live = false;
    };
  }, []);
  const loaded = inApp !== null;
  useEffect(() => {
    // The notifications page links here (#notification-settings); the card appears only once loaded.
    if (loaded && window.location.hash === '#notification-settings')
      document.getElementById('notification-settings')?.scrollIntoView({ block: 'start' });
  }, [loaded]);
  if (!inApp) return null;

  async function toggleDevice(on: boolean) {
    setBusy(true);
    try {
      if (on) {
        const outcome = await turnPushOn();
        setDevice(outcome === 'on');
        const message =
          outcome === 'on' ? 'push_on' : outcome === 'denied' ? 'push_blocked' : 'push_unavailable';
        notify.info(t(message), { toastId: 'push' });
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

  async function saveInApp(kind: NotificationKind, on: boolean) {
    const before = inApp!;
    setInApp({ kinds: { ...before.kinds, [kind]: on } });
    try {
      const sent = await callOrQueue('set_notification_preferences', { [kind]: on ? '1' : '0' });
      if (!sent.queued) setInApp(sent.data);
      // The bell counts again: a muted kind leaves its unread count.
      notificationsChanged();
    } catch (e) {
      setInApp(before);
      notify.error(errorMessage(e), { toastId: 'notification-prefs' });
    }
  }

  async function savePush(patch: PushPatch) {
    const before = prefs!;
    const kinds = Object.entries(patch).filter(([k]) => k !== 'daily_reminder_time');
    setPrefs({
      ...before,
      kinds: { ...before.kinds, ...Object.fromEntries(kinds.map(([k, v]) => [k, v === '1'])) },
      daily_reminder_time: patch.daily_reminder_time ?? before.daily_reminder_time,
    });
    try {
      const sent = await callOrQueue('set_push_preferences', patch);
      if (!sent.queued) setPrefs(sent.data);
    } catch (e) {
      setPrefs(before);
      notify.error(errorMessage(e), { toastId: 'push-prefs' });
    }
  }

  const inAppWord = t('notify_in_app');
  const pushWord = t('notify_push');
  return (
    <section
      id="notification-settings"
      className={styles.anchored}
      aria-labelledby="push-title"
      data-testid="push-settings"
    >
      <h2 id="push-title" className={styles.cardTitle}>
        {t('push_settings_title')}
      </h2>
      {prefs ? (
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
      ) : null}
      <table className={styles.kinds} data-testid="notification-kinds">
        <caption className="visually-hidden">{t('notify_kinds_caption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('notify_kind')}</span>
            </th>
            <th scope="col">{inAppWord}</th>
            {prefs ? <th scope="col">{pushWord}</th> : null}
          </tr>
        </thead>
        <tbody>
          {notificationKinds.map((kind) => {
            const name = t(`push_kind_${kind}`);
            return (
              <tr key={kind}>
                <th scope="row">{name}</th>
                <td>
                  <Switch
                    label={`${name}: ${inAppWord}`}
                    checked={inApp.kinds[kind] ?? true}
                    onChange={(on) => void saveInApp(kind, on)}
                    testId={`in-app-kind-${kind}`}
                  />
                </td>
                {prefs ? (
                  <td>
                    {isPushKind(kind) ? (
                      <Switch
                        label={`${name}: ${pushWord}`}
                        checked={prefs.kinds[kind] ?? true}
                        onChange={(on) => void savePush({ [kind]: on ? '1' : '0' })}
                        testId={`push-kind-${kind}`}
                      />
                    ) : (
                      <span className={styles.hint} title={t('notify_never_pushed')}>
                        <span aria-hidden="true">—</span>
                        <span className="visually-hidden">{t('notify_never_pushed')}</span>
                      </span>
                    )}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
      {prefs ? (
        <label className={styles.row}>
          <span>{t('push_reminder_time')}</span>
          <input
            type="time"
            className={styles.control}
            value={prefs.daily_reminder_time}
            disabled={!(prefs.kinds.daily_reminder ?? true)}
            onChange={(e) => e.target.value && void savePush({ daily_reminder_time: e.target.value })}
            data-testid="push-reminder-time"
          />
        </label>
      ) : null}
    </section>
  );
}
