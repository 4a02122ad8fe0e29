import type { PushConfig } from '../../../contract/notification-models';
import { call } from '../../api';
import { callOrQueue } from '../../api/queue';

/** Where this browser stands with push: the permission it gave, and whether it can push at all. */
export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('Notification' in window) || !('serviceWorker' in navigator))
    return 'unsupported';
  if (!('PushManager' in window)) return 'unsupported';
  return Notification.permission;
}

/** iOS Safari pushes only to an app added to the home screen. */
export const isIosBrowser = () =>
  /iphone|ipad|ipod/i.test(navigator.userAgent) && !matchMedia('(display-mode: standalone)').matches;

const base64UrlBytes = (value: string) => {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
};

let config: Promise<PushConfig | null> | null = null;
/** The server's push setup, or null where it has none (an older server answers 208). */
export const pushConfig = () => (config ??= call('get_push_config').catch(() => null));

/**
 * Asks the browser for permission (only ever from a tap: the result card or the settings switch) and
 * registers this device with the server. Web Push by default; Firebase Cloud Messaging when the server
 * is configured for it, with the firebase package loaded only then.
 */
export async function turnPushOn(): Promise<'on' | 'denied' | 'unavailable'> {
  const setup = await pushConfig();
  if (!setup || pushSupport() === 'unsupported') return 'unavailable';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  let id: string;
  if (setup.provider === 'fcm' && setup.firebase) {
    const [{ initializeApp }, { getMessaging, getToken }] = await Promise.all([
      import('firebase/app'),
      import('firebase/messaging'),
    ]);
    const app = initializeApp(setup.firebase, 'openquiz-push');
    id = await getToken(getMessaging(app), {
      vapidKey: setup.firebase.vapidKey || setup.vapid_public_key,
      serviceWorkerRegistration: registration,
    });
  } else {
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlBytes(setup.vapid_public_key),
      }));
    id = JSON.stringify(subscription.toJSON());
  }
  await callOrQueue('update_fcm_id', { web_fcm_id: id });
  localStorage.setItem(PUSH_ID_KEY, id);
  return 'on';
}

/** Unsubscribes this device and tells the server to forget it. */
export async function turnPushOff(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.getSubscription();
  // What the server knows this device by: its subscription, or the FCM token it was given.
  const id = localStorage.getItem(PUSH_ID_KEY) ?? (subscription ? JSON.stringify(subscription.toJSON()) : '');
  await subscription?.unsubscribe();
  localStorage.removeItem(PUSH_ID_KEY);
  if (id) await callOrQueue('update_fcm_id', { web_fcm_id: id, remove: '1' });
}

/** Whether this device is subscribed now. */
export async function pushIsOn(): Promise<boolean> {
  if (pushSupport() !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return Boolean(await registration?.pushManager.getSubscription());
}

/** The result card asks once per device; "Not now" is remembered. */
export const PUSH_ASKED_KEY = 'openquiz.pushAsked';
const PUSH_ID_KEY = 'openquiz.pushId';
