/**
 * The settings' names and choices as plain lists (preference-models.ts holds their schemas): the client
 * imports these without zod.
 */
export const themeChoices = ['system', 'light', 'dark'] as const;
export const fontSizes = ['small', 'medium', 'large', 'x-large'] as const;
/** Reduced motion and data saver: follow the system (or the connection), or the player's choice. */
export const autoChoices = ['auto', 'on', 'off'] as const;
/** In set_preferences: the key goes back to its default (the browser's language, the device's zone). */
export const RESET = 'auto';

export const preferenceKeys = [
  'ui_language',
  'content_language',
  'theme',
  'sound',
  'volume',
  'vibration',
  'font_size',
  'reduced_motion',
  'data_saver',
  'time_zone',
] as const;
export type PreferenceKey = (typeof preferenceKeys)[number];
