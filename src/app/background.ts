import { startOutbox } from '../lib/outbox/outbox';
import { refreshPacks } from '../lib/packs/download';
import { dataSaver } from '../lib/preferences';

/**
 * What runs behind the first page, loaded after it: the outbox (replays on start, when the network is
 * back and when the app is shown again) and the refresh of downloaded packs.
 */
export function startBackground(): () => void {
  return startOutbox();
}

/**
 * Downloaded packs follow the server's content: each one whose version changed is fetched again, with
 * its pictures and sounds. Not under data saver: that is fetching ahead of need, and the packs held keep
 * working as they are (the refresh runs again on a start with data saver off).
 */
export function refreshDownloadedPacks(userId: number) {
  if (navigator.onLine && !dataSaver()) void refreshPacks(userId);
}
