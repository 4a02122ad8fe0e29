import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { mailbox } from './schema';

export interface Mail {
  to: string;
  subject: string;
  /** The plain-text part: every mail has one. */
  text: string;
  html: string;
}

/**
 * Sends the embedded provider's mails: through SMTP when SMTP_URL is set (nodemailer), otherwise into the
 * development mailbox table and the server log, so a fresh `npm start` works end to end. Sending never
 * fails the request that caused it: it runs after the answer is decided and its errors are logged (a
 * lost verification mail can be sent again; a reset answers alike for every address anyway).
 */
export class MailService {
  private transport: Transporter | null;

  constructor(
    private db: Db,
    private log: FastifyBaseLogger,
    private config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL'>,
  ) {
    // Short timeouts: an unreachable mail server must not pile up pending sends.
    this.transport = config.SMTP_URL
      ? createTransport({
          url: config.SMTP_URL,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })
      : null;
  }

  get usesSmtp(): boolean {
    return this.transport !== null;
  }

  private from(): string {
    if (this.config.MAIL_FROM) return this.config.MAIL_FROM;
    const host = this.config.PUBLIC_URL ? new URL(this.config.PUBLIC_URL).hostname : 'localhost';
    return `OpenQuiz <no-reply@${host}>`;
  }

  /** Delivers one mail; resolves when it is handed over (or kept), throws when that failed. */
  async deliver(mail: Mail): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.from(), ...mail });
      return;
    }
    await this.db
      .insert(mailbox)
      .values({ recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    // The operator reads development mail here too (links included): no SMTP server is configured.
    this.log.info({ to: mail.to, subject: mail.subject }, `mail (development mailbox):\n${mail.text}`);
  }

  /** Delivers in the background: the caller's answer does not wait for (or depend on) the mail server. */
  send(mail: Mail): void {
    void this.deliver(mail).catch((err: unknown) =>
      this.log.error({ err, to: mail.to, subject: mail.subject }, 'mail could not be sent'),
    );
  }

  close(): void {
    this.transport?.close();
  }
}
