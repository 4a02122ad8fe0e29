// The mail domain's public interface (issue 15 §2): other domains, server/http, realtime, jobs and
// app.ts import only from here; inside the domain, files import each other directly.
export { MailService } from './mailer';
export { accountMail } from './templates';
export type { AccountMailKind } from './templates';
