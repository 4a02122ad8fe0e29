// The sms domain's public interface (issue 15 §2): other domains, server/http, realtime, jobs and
// app.ts import only from here; inside the domain, files import each other directly.
export { createSmsSender } from './sender';
export type { SmsSender } from './sender';
export { codeText } from './templates';
