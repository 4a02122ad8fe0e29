import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseSetting, settingRegistry } from '../../../../contract/setting-registry';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { IconRefresh, IconTools } from '../../../components/icons';
import { useWebSettingsState } from '../../../lib/settings';
import { APP_VERSION } from '../../../lib/site-state';
import { ConfirmButton } from '../ui/ConfirmButton';
import { saveSettings } from './save-settings';
import styles from './Settings.module.css';

type Values = Record<string, string>;

/**
 * The top of the settings page: the maintenance switch (players get the maintenance page, operators
 * keep working) and the oldest app version still allowed to play.
 */
export function MaintenanceCard({ saved, onSaved }: { saved: Values; onSaved: (batch: Values) => void }) {
  const { t } = useTranslation();
  const [site, setSite] = useWebSettingsState();
  const on = saved.app_maintenance === '1';
  const [version, setVersion] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const minimum = version ?? saved.min_client_version ?? '';
  const versionInvalid = normaliseSetting(settingRegistry.min_client_version, minimum) === null;

  const toggle = async () => {
    const batch = { app_maintenance: on ? '0' : '1' };
    const result = await saveSettings(
      batch,
      t(on ? 'admin_maintenance_off_done' : 'admin_maintenance_on_done'),
    );
    if (!result.ok) return false;
    onSaved(batch);
    // The shell's banner follows at once, without waiting for the next visit.
    if (site) setSite({ ...site, maintenance: !on });
  };
  const saveVersion = async () => {
    setBusy(true);
    const batch = { min_client_version: minimum.trim() };
    const result = await saveSettings(batch, t('admin_settings_saved'));
    setBusy(false);
    if (result.ok) {
      onSaved(batch);
      setVersion(null);
    }
  };

  return (
    <section className={styles.maintenance} data-on={on} data-testid="maintenance-card">
      <div className={styles.maintenanceRow}>
        <IconTools size={28} className={styles.maintenanceIcon} aria-hidden />
        <div className={styles.maintenanceText}>
          <h2 className={styles.groupTitle}>{t('admin_setting_app_maintenance')}</h2>
          <p className={styles.help} data-testid="maintenance-state">
            {t(on ? 'admin_maintenance_is_on' : 'admin_maintenance_is_off')}
          </p>
        </div>
        <ConfirmButton
          small={false}
          variant={on ? 'primary' : 'danger'}
          title={t(on ? 'admin_maintenance_turn_off' : 'admin_maintenance_turn_on')}
          body={<p>{t(on ? 'admin_maintenance_off_body' : 'admin_maintenance_on_body')}</p>}
          confirmLabel={t(on ? 'admin_maintenance_turn_off' : 'admin_maintenance_turn_on')}
          onConfirm={toggle}
          testId="maintenance-toggle"
        >
          {t(on ? 'admin_maintenance_turn_off' : 'admin_maintenance_turn_on')}
        </ConfirmButton>
      </div>
      <form
        className={styles.versionRow}
        onSubmit={(e) => {
          e.preventDefault();
          void saveVersion();
        }}
      >
        <IconRefresh size={28} className={styles.maintenanceIcon} aria-hidden />
        <div className={styles.versionField}>
          <Field
            label={t('admin_setting_min_client_version')}
            hint={t('admin_setting_min_client_version_help', { version: APP_VERSION })}
            value={minimum}
            placeholder="1.0.0"
            dir="ltr"
            error={versionInvalid ? t('code_383') : undefined}
            onChange={(e) => setVersion(e.target.value)}
            data-testid="setting-min_client_version"
          />
        </div>
        <Button
          type="submit"
          variant="secondary"
          busy={busy}
          disabled={version === null || versionInvalid}
          data-testid="min-version-save"
        >
          {t('admin_settings_save')}
        </Button>
      </form>
    </section>
  );
}
