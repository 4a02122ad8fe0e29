import { startOutbox } from '../lib/outbox/outbox';
import { refreshPacks } from '../lib/packs/download';

/**
 * What runs behind the first page, loaded after it: the outbox (replays on start, when the network is
 * back and when the app is shown again) and the refresh of downloaded packs.
 */
export function startBackground(): () => void {
  return startOutbox();
}

/** Downloaded packs follow the server's content: each one whose version changed is fetched again. */
export function refreshDownloadedPacks(userId: number) {
  if (navigator.onLine) void refreshPacks(userId);
}
