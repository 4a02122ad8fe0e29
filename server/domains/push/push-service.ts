import type { PushConfig, PushKind } from '../../../contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AddressRules } from './device-address';
import { FcmSender } from './fcm-sender';
import { devicesFor, recordOutcomes, type Device } from './subscriptions';
import { ensureVapidKeys, type VapidKeys } from './vapid-keys';
import { sendWebPush, type PushPayload, type SendOptions } from './web-push-sender';

export interface PushMessage {
  kind: PushKind;
  title: string;
  body?: string;
  /** The app page the notification opens, e.g. '/profile/badges/'. */
  url?: string;
  /** Same tag: the newer notification replaces the older one on the device. */
  tag?: string;
  icon?: string;
}

export interface SendReport {
  devices: number;
  sent: number;
  /** Devices the push service said are gone: forgotten. */
  removed: number;
  failed: number;
}

export interface PushLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Parallel requests to push services; enough for a broadcast, gentle on a small server. */
const CONCURRENCY = 8;
const APP_ICON = '/icons/icon-192.png';
const TITLE_MAX = 120;
const BODY_MAX = 400;
/** RFC 8030 topics: at most 32 characters of the URL-safe base64 alphabet. */
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

/** How long a push service keeps a message for an offline device, and how urgent it is, by kind. */
const delivery: Record<PushKind, Omit<SendOptions, 'topic'>> = {
  battle_invite: { ttl: 5 * 60, urgency: 'high' },
  badge: { ttl: 24 * 3600, urgency: 'normal' },
  payment: { ttl: 7 * 24 * 3600, urgency: 'normal' },
  daily_reminder: { ttl: 4 * 3600, urgency: 'low' },
  broadcast: { ttl: 24 * 3600, urgency: 'low' },
  contest: { ttl: 12 * 3600, urgency: 'normal' },
};

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The VAPID contact: PUSH_SUBJECT, else the site's https origin, else a local address. */
function subjectOf(config: Config): string {
  if (config.PUSH_SUBJECT) return config.PUSH_SUBJECT;
  if (config.PUBLIC_URL?.startsWith('https://')) return new URL(config.PUBLIC_URL).origin;
  return 'mailto:openquiz@localhost';
}

/**
 * Sends pushes to players' devices: Web Push with the server's VAPID key, or FCM for the devices that
 * registered an FCM token. Called only after the transaction that decided the push has committed (see
 * push-outbox.ts), and it never throws: a push that fails is logged, never a failed request.
 */
export class PushService {
  private readonly fcm: FcmSender | null;
  readonly rules: AddressRules;

  private constructor(
    private readonly db: Db,
    private readonly log: PushLog,
    private readonly vapid: VapidKeys & { subject: string },
    private readonly config: Config,
  ) {
    this.fcm = config.FIREBASE_SERVICE_ACCOUNT ? new FcmSender(config.FIREBASE_SERVICE_ACCOUNT) : null;
    this.rules = { allowLoopback: config.PUSH_ALLOW_LOOPBACK === 'on', fcm: this.fcm !== null };
  }

  static async create(db: Db, config: Config, log: PushLog): Promise<PushService> {
    const keys = await ensureVapidKeys(db);
    return new PushService(db, log, { ...keys, subject: subjectOf(config) }, config);
  }

  /** What get_push_config answers: the browsers' half only, never a private key. */
  publicConfig(): PushConfig {
    const web = this.config.FIREBASE_WEB_CONFIG;
    return {
      provider: this.fcm && web ? 'fcm' : 'webpush',
      vapid_public_key: this.vapid.publicKey,
      firebase: this.fcm && web ? web : null,
    };
  }

  /** Pushes to one player's devices, or with `userId` null to every player who wants broadcasts. */
  async send(userId: number | null, message: PushMessage): Promise<SendReport> {
    const report: SendReport = { devices: 0, sent: 0, removed: 0, failed: 0 };
    try {
      const devices = await devicesFor(this.db, userId, message.kind);
      report.devices = devices.length;
      if (devices.length === 0) return report;
      const payload: PushPayload = {
        title: clip(message.title, TITLE_MAX),
        body: clip(message.body ?? '', BODY_MAX),
        url: message.url ?? '/',
        tag: message.tag ?? message.kind,
        icon: message.icon || APP_ICON,
        badge: APP_ICON,
      };
      const options: SendOptions = {
        ...delivery[message.kind],
        ...(TOPIC.test(payload.tag) ? { topic: payload.tag } : {}),
      };
      const sent: number[] = [];
      const gone: number[] = [];
      await eachLimited(
        devices.filter((d) => d.kind === 'webpush'),
        CONCURRENCY,
        async (device) => {
          const result = await sendWebPush(device, payload, this.vapid, options);
          if (result.outcome === 'sent') sent.push(device.id);
          else if (result.outcome === 'gone') gone.push(device.id);
          else {
            report.failed++;
            this.log.warn(
              { device: device.id, status: result.status, err: result.error },
              'web push not delivered',
            );
          }
        },
      );
      await this.sendFcm(
        devices.filter((d) => d.kind === 'fcm'),
        payload,
        options,
        sent,
        gone,
        report,
      );
      report.sent = sent.length;
      report.removed = gone.length;
      await recordOutcomes(this.db, sent, gone);
    } catch (err) {
      report.failed = report.devices - report.sent;
      this.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'push not sent');
    }
    return report;
  }

  private async sendFcm(
    devices: Device[],
    payload: PushPayload,
    options: SendOptions,
    sent: number[],
    gone: number[],
    report: SendReport,
  ): Promise<void> {
    if (devices.length === 0) return;
    // Tokens saved while Firebase was configured, on a server that no longer is: they cannot be reached.
    if (!this.fcm) {
      report.failed += devices.length;
      return;
    }
    const byToken = new Map(devices.map((d) => [d.endpoint, d.id]));
    try {
      const result = await this.fcm.send([...byToken.keys()], payload, options);
      for (const t of result.sent) sent.push(byToken.get(t)!);
      for (const t of result.gone) gone.push(byToken.get(t)!);
      report.failed += result.failed.length;
      for (const f of result.failed)
        this.log.warn({ device: byToken.get(f.token), err: f.error }, 'FCM push not delivered');
    } catch (err) {
      report.failed += devices.length;
      this.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'FCM push not sent');
    }
  }
}
