import { z } from 'zod';
import { action } from '../action-def';
import { flag, optText, wholeNumber } from '../fields';
import { autoChoices, fontSizes, themeChoices } from '../preference-keys';
import { savedPreferencesSchema } from '../preference-models';
import { none } from './common';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blank, z.enum(values).optional());

export const preferenceActions = {
  // The player's settings, kept on the server so they follow the player (issue 19).
  get_preferences: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: none,
    data: savedPreferencesSchema,
  }),
  set_preferences: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'outbox',
    implemented: true,
    // Only the keys sent change; absent or blank: unchanged. 'auto' (RESET) on ui_language,
    // content_language and time_zone forgets the choice: the default applies again.
    payload: z.object({
      ui_language: optText(64),
      content_language: optText(16),
      theme: choice(themeChoices),
      sound: flag(),
      volume: z.preprocess(blank, wholeNumber(0, 100).optional()),
      vibration: flag(),
      font_size: choice(fontSizes),
      reduced_motion: choice(autoChoices),
      data_saver: choice(autoChoices),
      time_zone: optText(64),
    }),
    data: savedPreferencesSchema,
  }),
} as const;
