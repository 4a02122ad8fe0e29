import { codes, pushKinds, type PushKind, type PushPreferences } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import type { HandlerMap } from '../../http/handler';
import { addressToForget, parseDeviceAddress } from './device-address';
import { readPreferences, writePreferences } from './preferences';
import { deviceCount, forgetDevice, saveDevice } from './subscriptions';

async function present(db: DbOrTx, userId: number): Promise<PushPreferences> {
  const [prefs, devices] = await Promise.all([readPreferences(db, userId), deviceCount(db, userId)]);
  return { kinds: prefs.kinds, daily_reminder_time: prefs.dailyReminderTime, devices };
}

/** Devices, the push configuration browsers need, and what each player wants pushed (DESIGN §7). */
export const pushHandlers: HandlerMap = {
  async get_push_config(ctx) {
    return { data: ctx.push.publicConfig() };
  },

  async update_fcm_id(ctx, input) {
    const devices =
      input.remove === '1'
        ? await forgetDevice(ctx.db, ctx.user.id, addressToForget(input.web_fcm_id))
        : await saveDevice(ctx.db, ctx.user.id, parseDeviceAddress(input.web_fcm_id, ctx.push.rules));
    return { data: { devices }, message: codes.updated };
  },

  async get_push_preferences(ctx) {
    return { data: await present(ctx.db, ctx.user.id) };
  },

  async set_push_preferences(ctx, input) {
    const kinds: Partial<Record<PushKind, boolean>> = {};
    for (const kind of pushKinds) if (input[kind] !== undefined) kinds[kind] = input[kind] === '1';
    await writePreferences(ctx.db, ctx.user.id, kinds, input.daily_reminder_time);
    return { data: await present(ctx.db, ctx.user.id), message: codes.updated };
  },
};
