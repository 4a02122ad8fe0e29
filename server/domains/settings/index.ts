// The settings domain's public interface (issue 15 §2): other domains, server/http, realtime, jobs and
// app.ts import only from here; inside the domain, files import each other directly.
export { pageDefaults, settingDefaults } from './defaults';
export type { SettingKey } from './defaults';
export { readWebSettings, siteName } from './web-settings';
export { readActiveUiLanguages, uiLanguageList, uiLanguagePack } from './ui-languages';
export { SettingsStore } from './settings-store';
export { webSettingDefaults } from './web-defaults';
export { bumpContentVersion, contentVersion } from './content-version';
