import { codes } from '../../../contract';
import { RESET } from '../../../contract/preference-keys';
import { dayInZone } from '../../lib/calendar-day';
import { failOn } from '../../http/api-error';
import type { HandlerMap } from '../../http/handler';
import { activeContentLanguageCodes } from '../catalogue';
import { readActiveUiLanguages } from '../settings';
import { readPlayerPreferences, writePlayerPreferences, type PreferencePatch } from './preferences';
import { adoptTimezone } from './timezone';

/** The player's settings (issue 19): kept on the server so they follow the player to every device. */
export const preferenceHandlers: HandlerMap = {
  async get_preferences(ctx) {
    return { data: await readPlayerPreferences(ctx.db, ctx.user.id) };
  },

  async set_preferences(ctx, input) {
    const { ui_language, content_language, time_zone, sound, vibration, ...choices } = input;
    // Only what this site offers: a language it has switched off, or a zone no calendar knows, would
    // follow the player to every device and leave each of them to guess.
    if (ui_language && ui_language !== RESET) {
      const offered = await readActiveUiLanguages(ctx);
      if (!offered.some((l) => l.name === ui_language)) throw failOn('badPreference', 'ui_language');
    }
    if (content_language && content_language !== RESET) {
      const codes = await activeContentLanguageCodes(ctx.db, ctx.catalogue);
      if (!codes.includes(content_language)) throw failOn('badPreference', 'content_language');
    }
    const now = new Date();
    if (time_zone && time_zone !== RESET && !dayInZone(now, time_zone))
      throw failOn('badPreference', 'time_zone');
    const patch: PreferencePatch = {
      ...choices,
      ui_language,
      content_language,
      time_zone,
      sound: sound === undefined ? undefined : sound === '1',
      vibration: vibration === undefined ? undefined : vibration === '1',
    };
    const saved = await ctx.db.transaction(async (tx) => {
      // The zone the daily quiz and the reminder count in: the same once-a-day rule as the daily quiz's.
      if (time_zone && time_zone !== RESET) await adoptTimezone(tx, ctx.user.id, time_zone, now);
      return writePlayerPreferences(tx, ctx.user.id, patch);
    });
    return { data: saved, message: codes.updated };
  },
};
