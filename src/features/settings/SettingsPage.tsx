import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { autoChoices, fontSizes, themeChoices } from '../../../contract/preference-keys';
import type { Preferences } from '../../../contract/preference-models';
import { errorMessage } from '../../api';
import { ButtonLink } from '../../components/Button';
import { SelectField } from '../../components/Field';
import { IconUser, IconWifiOff } from '../../components/icons';
import { Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { Segmented, SwitchRow } from '../../components/Switch';
import { canVibrate } from '../../lib/haptics';
import { FALLBACK_LANGUAGE } from '../../lib/i18n';
import { setPreferences, usePreferences } from '../../lib/preferences';
import { useIsLogin } from '../../lib/session';
import { useContentLanguages, useMultiLanguage, useUiLanguages } from '../../lib/settings';
import { DEFAULT_VOLUME, playSound, soundEnabled } from '../../lib/sound';
import { notify } from '../../lib/toast';
import { NotificationSettings } from './NotificationSettings';
import styles from './Settings.module.css';

/** Every zone the browser knows, for the time-zone list (short lists of old browsers are fine). */
const zones = (): string[] => {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [];
};

/** The choices of a registry (contract/preference-keys.ts) with their words. */
const labelled = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/** One card of the page: its heading names it for screen readers' landmarks. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Settings (issue 19, SPEC "User Settings"): each change applies at once here and is saved on the
 * server for a signed-in player, so it follows them to their other devices (lib/preferences.ts).
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const isLogin = useIsLogin();
  const uiLanguages = useUiLanguages();
  const contentLanguages = useContentLanguages();
  const multiLanguage = useMultiLanguage();
  const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zoneList = useMemo(() => zones(), []);
  const systemReducesMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;

  const change = (patch: Partial<Preferences>) =>
    void setPreferences(patch).catch((e: unknown) =>
      notify.error(errorMessage(e), { toastId: 'settings-save' }),
    );

  const uiLanguage = prefs.ui_language || uiLanguages.find((l) => l.web_default)?.name || FALLBACK_LANGUAGE;
  const sound = soundEnabled();

  return (
    <Page narrow className={styles.page}>
      <Seo title={t('settings_title')} />
      <PageHeader
        title={t('settings_title')}
        subtitle={isLogin ? t('settings_synced') : t('settings_local')}
      />

      <Section id="settings-language" title={t('language')}>
        {uiLanguages.length > 1 ? (
          <SelectField
            label={t('settings_ui_language')}
            value={uiLanguage}
            onChange={(e) => change({ ui_language: e.target.value })}
            data-testid="settings-ui-language"
          >
            {uiLanguages.map((l) => (
              <option key={l.name} value={l.name}>
                {l.title}
              </option>
            ))}
          </SelectField>
        ) : null}
        {multiLanguage && contentLanguages.length > 1 ? (
          <SelectField
            label={t('settings_content_language')}
            value={prefs.content_language ?? ''}
            onChange={(e) => change({ content_language: e.target.value || undefined })}
            data-testid="settings-content-language"
          >
            <option value="">{t('settings_content_same')}</option>
            {contentLanguages.map((l) => (
              <option key={l.id} value={l.code}>
                {l.language}
              </option>
            ))}
          </SelectField>
        ) : null}
      </Section>

      <Section id="settings-appearance" title={t('settings_appearance')}>
        <Segmented
          legend={t('settings_theme')}
          name="theme"
          value={prefs.theme ?? 'system'}
          options={labelled(themeChoices, (v) => t(`settings_theme_${v}`))}
          onChange={(theme) => change({ theme })}
          testId="settings-theme"
        />
        <Segmented
          legend={t('settings_text_size')}
          name="font_size"
          value={prefs.font_size ?? 'medium'}
          options={labelled(fontSizes, (v) => t(`settings_text_${v.replace('-', '_')}`))}
          onChange={(font_size) => change({ font_size })}
          testId="settings-font-size"
        />
        <SwitchRow
          label={t('settings_reduce_motion')}
          hint={systemReducesMotion ? t('settings_reduce_motion_system') : undefined}
          checked={systemReducesMotion || prefs.reduced_motion === 'on'}
          disabled={systemReducesMotion}
          onChange={(on) => change({ reduced_motion: on ? 'on' : 'auto' })}
          testId="settings-reduce-motion"
        />
      </Section>

      <Section id="settings-sound" title={t('settings_sound_touch')}>
        <SwitchRow
          label={t('settings_sound')}
          hint={prefs.sound === undefined && !sound ? t('settings_sound_default_off') : undefined}
          checked={sound}
          onChange={(on) => {
            change({ sound: on });
            // Heard at once, so the player knows what they turned on (inside the tap: allowed to play).
            if (on) playSound('correct');
          }}
          testId="settings-sound"
        />
        <label className={styles.row}>
          <span>{t('settings_volume')}</span>
          <input
            type="range"
            className={styles.range}
            min={0}
            max={100}
            step={5}
            value={prefs.volume ?? DEFAULT_VOLUME}
            disabled={!sound}
            onChange={(e) => change({ volume: Number(e.target.value) })}
            // A sample at the new level when the slider is let go (not on every step of a drag).
            onPointerUp={() => playSound('correct')}
            onKeyUp={() => playSound('correct')}
            data-testid="settings-volume"
          />
        </label>
        {canVibrate() ? (
          <SwitchRow
            label={t('settings_vibration')}
            hint={t('settings_vibration_hint')}
            checked={prefs.vibration ?? true}
            onChange={(on) => change({ vibration: on })}
            testId="settings-vibration"
          />
        ) : null}
      </Section>

      {isLogin ? <NotificationSettings /> : null}

      <Section id="settings-time" title={t('settings_time')}>
        <SelectField
          label={t('settings_time_zone')}
          value={prefs.time_zone ?? ''}
          onChange={(e) => change({ time_zone: e.target.value || undefined })}
          data-testid="settings-time-zone"
        >
          <option value="">{t('settings_time_zone_auto', { zone: deviceZone })}</option>
          {zoneList.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </SelectField>
        <p className={styles.hint}>{t('settings_time_zone_hint')}</p>
      </Section>

      <Section id="settings-data" title={t('settings_data')}>
        <Segmented
          legend={t('settings_data_saver')}
          name="data_saver"
          value={prefs.data_saver ?? 'auto'}
          options={labelled(autoChoices, (v) => t(`settings_${v}`))}
          onChange={(data_saver) => change({ data_saver })}
          testId="settings-data-saver"
        />
        <p className={styles.hint}>{t('settings_data_saver_hint')}</p>
        <div className={styles.links}>
          <ButtonLink to="/offline/" variant="secondary">
            <IconWifiOff size={20} /> {t('offline_packs_title')}
          </ButtonLink>
          {isLogin ? (
            <ButtonLink to="/profile/" variant="secondary">
              <IconUser size={20} /> {t('settings_account')}
            </ButtonLink>
          ) : (
            <ButtonLink to="/auth/login/" variant="secondary">
              <IconUser size={20} /> {t('login')}
            </ButtonLink>
          )}
        </div>
      </Section>
    </Page>
  );
}
