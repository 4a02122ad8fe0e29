import { z } from 'zod';
import { autoChoices, fontSizes, themeChoices } from './preference-keys';

/**
 * A player's settings that follow them to every device (issue 19, SPEC "User Settings"): saved on the
 * server as a partial document, only the keys the player chose. A key absent means "the default", and
 * some defaults belong to the device (sound is off where the system asks for reduced motion; the time
 * zone is the device's), so the server never fills them in. Push kinds and the reminder time live with
 * push (get_push_preferences): the Settings page shows both.
 */
export const preferencesSchema = z.object({
  /** A UI language pack's name (get_system_language_list), e.g. "arabic". */
  ui_language: z.string().max(64).optional(),
  /** A content language's code (get_languages), when the questions should not follow the UI language. */
  content_language: z.string().max(16).optional(),
  theme: z.enum(themeChoices).optional(),
  sound: z.boolean().optional(),
  /** 0–100. */
  volume: z.number().int().min(0).max(100).optional(),
  vibration: z.boolean().optional(),
  font_size: z.enum(fontSizes).optional(),
  reduced_motion: z.enum(autoChoices).optional(),
  data_saver: z.enum(autoChoices).optional(),
  /** An IANA zone for the daily quiz and reminders, instead of the device's. */
  time_zone: z.string().max(64).optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const savedPreferencesSchema = z.object({
  preferences: preferencesSchema,
  /** When they last changed on the server (ISO), '' when never. */
  updated_at: z.string(),
});
export type SavedPreferences = z.infer<typeof savedPreferencesSchema>;
