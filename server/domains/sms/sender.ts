import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { mailbox } from '../mail/schema';

/** Sends a text message; resolves once the provider accepted it, throws when it refused. */
export interface SmsSender {
  readonly kind: 'development' | 'twilio';
  send(to: string, text: string): Promise<void>;
}

/**
 * With no SMS provider configured (a fresh `npm start`), texts land in the development mailbox (read
 * with `npm run admin -- mailbox <number>`) and the server log, so phone sign-in works end to end.
 */
class DevelopmentSms implements SmsSender {
  readonly kind = 'development';
  constructor(
    private db: Db,
    private log: FastifyBaseLogger,
  ) {}

  async send(to: string, text: string): Promise<void> {
    await this.db.insert(mailbox).values({ recipient: to, subject: 'SMS', text, html: '' });
    this.log.info({ to }, `SMS (development mailbox): ${text}`);
  }
}

/**
 * Twilio's Messages API (REST, basic auth with the account SID and auth token). TWILIO_API_URL exists for
 * tests and regional endpoints; it defaults to Twilio's.
 */
class TwilioSms implements SmsSender {
  readonly kind = 'twilio';
  constructor(private config: { sid: string; token: string; from: string; apiUrl: string }) {}

  async send(to: string, text: string): Promise<void> {
    const { sid, token, from, apiUrl } = this.config;
    const res = await fetch(`${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}` },
      body: new URLSearchParams({ To: to, From: from, Body: text }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as { code?: number; message?: string };
      throw new Error(`Twilio refused the message: ${res.status} ${body.code ?? ''} ${body.message ?? ''}`);
    }
  }
}

export function createSmsSender(
  config: Pick<Config, 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM' | 'TWILIO_API_URL'>,
  db: Db,
  log: FastifyBaseLogger,
): SmsSender {
  if (config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM)
    return new TwilioSms({
      sid: config.TWILIO_ACCOUNT_SID,
      token: config.TWILIO_AUTH_TOKEN,
      from: config.TWILIO_FROM,
      apiUrl: config.TWILIO_API_URL.replace(/\/$/, ''),
    });
  return new DevelopmentSms(db, log);
}
