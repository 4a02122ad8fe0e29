// The notification domain's public interface (issue 15 §2): other domains, server/http, realtime, jobs and
// app.ts import only from here; inside the domain, files import each other directly.
export { pushBattleInvite } from './battle-invite';
export { sendDailyReminders } from './daily-reminder';
export { notify } from './notify';
export { deliverDueBroadcasts, pushBroadcast } from './broadcasts';
