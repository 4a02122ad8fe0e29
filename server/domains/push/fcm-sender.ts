import type { App } from 'firebase-admin/app';
import type { BatchResponse, Messaging } from 'firebase-admin/messaging';
import type { FirebaseServiceAccount } from './push-env';
import type { PushPayload, SendOptions } from './web-push-sender';

/** FCM takes at most this many tokens in one multicast. */
const BATCH = 500;
/** Errors by which FCM says a token will never work again: forget it, as a 404/410 in Web Push. */
const GONE = ['registration-token-not-registered', 'invalid-registration-token'];

export interface FcmResult {
  sent: string[];
  gone: string[];
  failed: { token: string; error: string }[];
}

/** Sorts one multicast's answers by token; exported because it is the part that can be tested offline. */
export function sortFcmResponses(tokens: string[], response: BatchResponse, into: FcmResult): void {
  response.responses.forEach((r, i) => {
    const token = tokens[i];
    if (token === undefined) return;
    if (r.success) into.sent.push(token);
    else if (GONE.some((code) => r.error?.code.endsWith(code))) into.gone.push(token);
    else into.failed.push({ token, error: r.error?.code ?? 'unknown' });
  });
}

/**
 * Firebase Cloud Messaging, only when the operator configured it. firebase-admin (and its Google
 * libraries) is imported at the first FCM send, never at start and never on a server that only uses
 * Web Push. Messages carry data only: the service worker shows them, exactly as for Web Push, so one
 * notification appears however the device subscribed.
 */
export class FcmSender {
  private messaging: Promise<Messaging> | null = null;

  constructor(private readonly account: FirebaseServiceAccount) {}

  private load(): Promise<Messaging> {
    this.messaging ??= (async () => {
      const { cert, getApps, initializeApp } = await import('firebase-admin/app');
      const { getMessaging } = await import('firebase-admin/messaging');
      const name = 'openquiz-push';
      const app: App =
        getApps().find((a) => a.name === name) ??
        initializeApp({ credential: cert(this.account), projectId: this.account.projectId }, name);
      return getMessaging(app);
    })();
    // A failed load (a broken install) is retried at the next send rather than cached forever.
    this.messaging.catch(() => (this.messaging = null));
    return this.messaging;
  }

  async send(tokens: string[], payload: PushPayload, options: SendOptions): Promise<FcmResult> {
    const result: FcmResult = { sent: [], gone: [], failed: [] };
    if (tokens.length === 0) return result;
    const messaging = await this.load();
    const data: Record<string, string> = { ...payload };
    const headers: Record<string, string> = { TTL: String(options.ttl), Urgency: options.urgency };
    if (options.topic) headers.Topic = options.topic;
    for (let i = 0; i < tokens.length; i += BATCH) {
      const batch = tokens.slice(i, i + BATCH);
      const response = await messaging.sendEachForMulticast({ tokens: batch, data, webpush: { headers } });
      sortFcmResponses(batch, response, result);
    }
    return result;
  }
}
