import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys';

/** What the service worker receives, as JSON: it shows `title`/`body` and opens `url` on click. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  icon: string;
  badge: string;
}

export interface SendOptions {
  /** Seconds the push service keeps the message for a device that is offline. */
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** A newer message with the same topic replaces an undelivered older one (RFC 8030 §5.4). */
  topic?: string;
}

export interface WebPushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type WebPushOutcome =
  | { outcome: 'sent' }
  /** 404/410: the browser dropped the subscription; it will never work again. */
  | { outcome: 'gone'; status: number }
  | { outcome: 'failed'; status?: number; error: string };

const TIMEOUT_MS = 10_000;

/**
 * Sends one Web Push message (RFC 8030) encrypted for the subscription (RFC 8291, aes128gcm) and signed
 * with the server's VAPID key (RFC 8292). web-push builds the request — the encryption and the JWT are
 * its job — and fetch delivers it: web-push's own sendNotification only speaks https through
 * node:https, which would leave the loopback endpoints of tests and development unreachable and so the
 * real delivery path untested. Redirects are not followed (a push service never redirects; following
 * one would let an endpoint send the server elsewhere). Never throws.
 */
export async function sendWebPush(
  target: WebPushTarget,
  payload: PushPayload,
  vapid: VapidKeys & { subject: string },
  options: SendOptions,
): Promise<WebPushOutcome> {
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: options.ttl,
        urgency: options.urgency,
        contentEncoding: 'aes128gcm',
        ...(options.topic ? { topic: options.topic } : {}),
      },
    );
    const headers: Record<string, string> = {};
    // fetch sets Content-Length itself from the body.
    for (const [name, value] of Object.entries(request.headers))
      if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text().catch(() => '');
    if (response.status >= 200 && response.status < 300) return { outcome: 'sent' };
    if (response.status === 404 || response.status === 410)
      return { outcome: 'gone', status: response.status };
    return { outcome: 'failed', status: response.status, error: text.slice(0, 200) };
  } catch (err) {
    return { outcome: 'failed', error: err instanceof Error ? err.message : String(err) };
  }
}
