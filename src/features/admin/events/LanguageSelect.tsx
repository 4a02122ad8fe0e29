import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api';
import { SelectField } from '../../../components/Field';

/** The content languages (a contest's or an exam's players read it in this one). */
export function LanguageSelect({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (id: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { data } = useApi('get_languages');
  return (
    <SelectField
      label={t('admin_ev_language')}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(Number(e.target.value))}
      data-testid="language-select"
    >
      {(data ?? [{ id: value, language: '…', code: '', default_active: true }]).map((l) => (
        <option key={l.id} value={l.id}>
          {l.language}
        </option>
      ))}
    </SelectField>
  );
}
