// The push domain's public interface (issue 15 §2): other domains, server/http, realtime, jobs and
// app.ts import only from here; inside the domain, files import each other directly.
export { DEFAULT_REMINDER_TIME, wants } from './preferences';
export { OutboxDispatcher, queuePush, takeQueuedHint } from './push-outbox';
export { PushService, type SendReport } from './push-service';
