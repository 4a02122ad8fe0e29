import { useTranslation } from 'react-i18next';
import { settingRegistry, type RegisteredSettingKey } from '../../../../contract/setting-registry';
import { Field } from '../../../components/Field';
import styles from './Settings.module.css';

/** The help text of a setting when its strings have one (most are clear from their label). */
export function useSettingHelp() {
  const { t, i18n } = useTranslation();
  return (key: string) =>
    i18n.exists(`admin_setting_${key}_help`) ? t(`admin_setting_${key}_help`) : undefined;
}

/** One setting's input, by its kind in the registry: a switch, a number with its range, a colour, text. */
export function SettingInput({
  name,
  value,
  error,
  onChange,
}: {
  name: RegisteredSettingKey;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const help = useSettingHelp()(name);
  const def = settingRegistry[name];
  const label = t(`admin_setting_${name}`);
  const testId = `setting-${name}`;
  if (def.kind === 'switch')
    return (
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={value === '1'}
          onChange={(e) => onChange(e.target.checked ? '1' : '0')}
          data-testid={testId}
        />
        <span className={styles.switchText}>
          <span className={styles.switchLabel}>{label}</span>
          {help ? <span className={styles.help}>{help}</span> : null}
        </span>
      </label>
    );
  if (def.kind === 'color')
    return (
      <div className={styles.colorRow}>
        <Field
          label={label}
          value={value}
          error={error}
          hint={help}
          dir="ltr"
          onChange={(e) => onChange(e.target.value)}
          data-testid={testId}
        />
        <input
          type="color"
          className={styles.swatch}
          aria-label={label}
          value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    );
  const range = def.kind === 'whole' ? t('admin_settings_range', { min: def.min, max: def.max }) : '';
  return (
    <Field
      label={label}
      value={value}
      error={error}
      hint={[help, range].filter(Boolean).join(' ') || undefined}
      type={def.kind === 'whole' ? 'number' : def.kind === 'email' ? 'email' : 'text'}
      inputMode={def.kind === 'whole' ? 'numeric' : undefined}
      min={def.kind === 'whole' ? def.min : undefined}
      max={def.kind === 'whole' ? def.max : undefined}
      maxLength={def.kind === 'text' ? def.max : undefined}
      dir={def.kind === 'text' ? 'auto' : 'ltr'}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
    />
  );
}
