import { useApi } from '../../api';
import { playerTimeZone } from './daily-day';

/**
 * Today's daily quiz for the player, as the server counts it (played or not, the streak): the same on
 * every device, and asking issues no attempt. `enabled` false skips the call when the caller knows.
 */
export const useDailyStatus = (enabled = true) =>
  useApi('get_daily_status', { timezone: playerTimeZone() }, enabled);
