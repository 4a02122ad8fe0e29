import { z } from 'zod';
import { action } from '../action-def';
import { int } from '../fields';
import { pageTypes } from '../site-models';
import {
  configurationsSchema,
  contentLanguageSchema,
  homeSettingsSchema,
  settingsSchema,
  uiLanguagePackSchema,
  uiLanguageSchema,
  webSettingsSchema,
} from '../models';
import { language, none } from './common';

export const settingsActions = {
  // Settings and languages
  get_web_settings: action({
    auth: 'none',
    rate: 'read',
    cache: 'swr',
    offline: 'cached',
    implemented: true,
    payload: none,
    data: webSettingsSchema,
  }),
  get_settings: action({
    auth: 'none',
    rate: 'read',
    cache: 'swr',
    offline: 'cached',
    implemented: true,
    payload: z.object({
      type: z.preprocess((v) => (v === '' ? undefined : v), z.enum([...pageTypes, 'app_name']).optional()),
    }),
    data: settingsSchema,
  }),
  get_system_configurations: action({
    auth: 'none',
    rate: 'read',
    cache: 'swr',
    offline: 'cached',
    implemented: true,
    payload: none,
    data: configurationsSchema,
  }),
  get_web_home_settings: action({
    auth: 'none',
    rate: 'read',
    cache: 'swr',
    offline: 'cached',
    implemented: true,
    payload: z.object({ ...language }),
    data: homeSettingsSchema,
  }),
  get_languages: action({
    auth: 'none',
    rate: 'read',
    cache: 'swr',
    offline: 'cached',
    implemented: true,
    payload: z.object({ ...language }),
    data: z.array(contentLanguageSchema),
  }),
  get_system_language_list: action({
    auth: 'none',
    rate: 'read',
    cache: 'swr',
    offline: 'cached',
    implemented: true,
    payload: z.object({ from: int(1, 2) }),
    data: z.array(uiLanguageSchema),
  }),
  get_system_language_json: action({
    auth: 'none',
    rate: 'read',
    cache: 'swr',
    offline: 'cached',
    implemented: true,
    payload: z.object({
      from: int(1, 2),
      language: z
        .string()
        .trim()
        .min(1)
        .max(40)
        .regex(/^[a-z_-]+$/, 'expected a language name'),
    }),
    data: uiLanguagePackSchema,
  }),
} as const;
