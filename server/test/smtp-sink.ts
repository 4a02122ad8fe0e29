import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for tests: it accepts every mail (no auth, no TLS on loopback) and
 * keeps each one parsed by mailparser, as a mailbox would show it.
 */
export class SmtpSink {
  readonly mails: ParsedMail[] = [];
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, done) => {
      simpleParser(stream)
        .then((mail) => {
          this.mails.push(mail);
          done();
        })
        .catch(done);
    },
  });
  private port = 0;

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink();
    await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
    sink.port = (sink.server.server.address() as AddressInfo).port;
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The mails to an address, once `count` of them have arrived. */
  async waitFor(to: string, count = 1, timeoutMs = 10_000): Promise<ParsedMail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.filter((m) => m.to && JSON.stringify(m.to).includes(to));
      if (found.length >= count) return found;
      if (Date.now() > deadline) throw new Error(`${found.length} of ${count} mails to ${to} arrived`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The token of an app link in a mail's text part. */
export function linkToken(
  mail: ParsedMail,
  page: 'verify-email' | 'reset-password' | 'confirm-email',
): string {
  const token = mail.text?.match(new RegExp(`/auth/${page}/\\?token=([\\w-]+)`))?.[1];
  if (!token) throw new Error(`no ${page} link in: ${mail.text}`);
  return token;
}
