import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  normaliseSetting,
  registeredSettingKeys,
  settingGroups,
  settingRegistry,
  type RegisteredSettingKey,
  type SettingGroup,
} from '../../../../contract/setting-registry';
import { Button } from '../../../components/Button';
import { saveSettings } from './save-settings';
import { SettingInput } from './SettingInput';
import styles from './Settings.module.css';

type Values = Record<string, string>;

/** One group's fieldset: its settings, checked as they are typed, saved together. */
function GroupForm({
  group,
  saved,
  onSaved,
}: {
  group: SettingGroup;
  saved: Values;
  onSaved: (batch: Values) => void;
}) {
  const { t } = useTranslation();
  const keys = useMemo(
    () => registeredSettingKeys.filter((k) => settingRegistry[k].group === group),
    [group],
  );
  const [draft, setDraft] = useState<Values>({});
  const [serverError, setServerError] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const valueOf = (k: RegisteredSettingKey) => draft[k] ?? saved[k] ?? '';
  const changed = keys.filter((k) => draft[k] !== undefined && draft[k] !== saved[k]);
  // The registry's own rule, so the form refuses what the server would before sending it.
  const invalid = (k: RegisteredSettingKey) =>
    draft[k] !== undefined && normaliseSetting(settingRegistry[k], draft[k]) === null;
  const errorOf = (k: RegisteredSettingKey) =>
    invalid(k) ? t('code_383') : serverError?.field === k ? serverError.message : undefined;

  const submit = async () => {
    const batch = Object.fromEntries(changed.map((k) => [k, valueOf(k)]));
    setBusy(true);
    const result = await saveSettings(batch, t('admin_settings_saved'));
    setBusy(false);
    if (!result.ok) return setServerError(result);
    setServerError(null);
    setDraft({});
    onSaved(batch);
  };

  return (
    <form
      className={styles.group}
      data-testid={`settings-group-${group}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className={styles.groupHead}>
        <h2 className={styles.groupTitle}>{t(`admin_settings_group_${group}`)}</h2>
        <p className={styles.help}>{t(`admin_settings_group_${group}_help`)}</p>
      </div>
      <div className={styles.fields}>
        {keys.map((k) => (
          <SettingInput
            key={k}
            name={k}
            value={valueOf(k)}
            error={errorOf(k)}
            onChange={(v) => setDraft((d) => ({ ...d, [k]: v }))}
          />
        ))}
      </div>
      <div className={styles.groupActions}>
        <Button
          type="button"
          variant="ghost"
          small
          disabled={changed.length === 0 || busy}
          onClick={() => {
            setDraft({});
            setServerError(null);
          }}
        >
          {t('admin_settings_discard')}
        </Button>
        <Button
          type="submit"
          small
          busy={busy}
          disabled={changed.length === 0 || keys.some(invalid)}
          data-testid={`settings-save-${group}`}
        >
          {changed.length > 0 ? t('admin_settings_save_n', { n: changed.length }) : t('admin_settings_save')}
        </Button>
      </div>
    </form>
  );
}

/** Every group of settings but maintenance (which has its own card at the top). */
export function SettingsForm({ saved, onSaved }: { saved: Values; onSaved: (batch: Values) => void }) {
  return (
    <div className={styles.groups}>
      {settingGroups
        .filter((g) => g !== 'maintenance')
        .map((g) => (
          <GroupForm key={g} group={g} saved={saved} onSaved={onSaved} />
        ))}
    </div>
  );
}
