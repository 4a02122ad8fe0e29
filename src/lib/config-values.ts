import type { Configurations } from '../../contract/models';
import { publicSettingDefaults, type PublicSettingKey } from '../../contract/public-settings';

const present = (value: unknown) => value !== undefined && value !== '';

/** A public setting as a number; until the server's configuration arrives, its default (one table). */
export const configNumber = (config: Configurations, key: PublicSettingKey): number => {
  const n = Number(config[key]);
  return present(config[key]) && Number.isFinite(n) ? n : Number(publicSettingDefaults[key]);
};

/** A public setting as text, or its default. */
export const configText = (config: Configurations, key: PublicSettingKey): string =>
  present(config[key]) ? String(config[key]) : String(publicSettingDefaults[key]);

/** A 0/1 switch of the public settings (a mode on, a category choice allowed). */
export const configOn = (config: Configurations, key: PublicSettingKey): boolean =>
  configNumber(config, key) === 1;
