/// <reference lib="webworker" />

declare const self: ServiceWorkerGlobalScope;

export interface PushMessage {
  title: string;
  body: string;
  /** A path of this site to open on click. */
  url: string;
  tag?: string;
  icon: string;
  badge: string;
}

/**
 * Reads a push payload: ours (`{title, body, url, tag, icon}`), or Firebase Cloud Messaging's
 * (`{notification: {title, body}, data: {url}}`). Anything unreadable still shows a notification —
 * Chromium requires one for every push (userVisibleOnly) — with the app's name.
 */
export function readPush(text: string | null | undefined): PushMessage {
  let raw: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(text ?? '') as unknown;
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    raw = text ? { body: text } : {};
  }
  const fcm = (raw.notification ?? {}) as Record<string, unknown>;
  const data = (raw.data ?? {}) as Record<string, unknown>;
  const str = (...values: unknown[]) =>
    values.find((v): v is string => typeof v === 'string' && v !== '') ?? '';
  return {
    title: str(raw.title, fcm.title, data.title, 'OpenQuiz'),
    body: str(raw.body, fcm.body, data.body),
    url: str(raw.url, data.url, '/notifications/'),
    tag: str(raw.tag, data.tag) || undefined,
    icon: str(raw.icon, fcm.icon, '/icons/icon-192.png'),
    badge: str(raw.badge, '/icons/badge-96.png', '/icons/icon-192.png'),
  };
}

/** Where a click goes: a path of this site only (a message never sends the player elsewhere). */
export function clickTarget(url: unknown, origin: string): string {
  if (typeof url !== 'string' || url === '') return `${origin}/`;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

export function listenForPush() {
  self.addEventListener('push', (event) => {
    const message = readPush(event.data?.text());
    event.waitUntil(
      self.registration.showNotification(message.title, {
        body: message.body,
        icon: message.icon,
        badge: message.badge,
        tag: message.tag,
        data: { url: message.url },
      }),
    );
  });

  // Focus a window of the app already open (and take it to the page), or open one.
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = clickTarget(
      (event.notification.data as { url?: unknown } | null)?.url,
      self.location.origin,
    );
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
        if (open) {
          await open.focus();
          await open.navigate(target).catch(() => undefined);
          return;
        }
        await self.clients.openWindow(target);
      })(),
    );
  });
}
