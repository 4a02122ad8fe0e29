import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { useMemo } from 'react';
import { SelectField } from '../../components/Field';

/** Countries by name in the interface's language, each with its calling code. */
function countryOptions(locale: string) {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, dial: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The country the browser's language names (fr-FR → FR), when it names one we know. */
export function browserCountry(): CountryCode {
  const countries = new Set<string>(getCountries());
  for (const tag of navigator.languages ?? [navigator.language]) {
    const region = new Intl.Locale(tag).maximize().region;
    if (region && countries.has(region)) return region as CountryCode;
  }
  return 'US';
}

export function CountrySelect({
  label,
  locale,
  value,
  onChange,
}: {
  label: string;
  locale: string;
  value: CountryCode;
  onChange(code: CountryCode): void;
}) {
  const options = useMemo(() => countryOptions(locale), [locale]);
  return (
    <SelectField
      label={label}
      name="country"
      autoComplete="country"
      value={value}
      onChange={(e) => onChange(e.target.value as CountryCode)}
      data-testid="phone-country"
    >
      {options.map((o) => (
        <option key={o.code} value={o.code}>
          {`${o.name} (+${o.dial})`}
        </option>
      ))}
    </SelectField>
  );
}
