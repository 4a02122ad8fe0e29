import { languageTag } from '../../contract/language-tags';
import type { Translate } from '../../contract/share-card';

/**
 * The server's `t` over a UI language pack's strings, as i18next reads them in the app: `{{name}}`
 * placeholders, and plurals by `count` (key_zero for 0, then the language's plural category, then
 * key_other), so a shared card's page and a push say what the app would. A missing key falls back to English.
 */
export function translator(
  language: string,
  strings: Record<string, string>,
  english: Record<string, string>,
): Translate {
  const rules = new Intl.PluralRules(languageTag(language));
  const lookup = (key: string) => strings[key] ?? english[key];
  return (key, vars = {}) => {
    const count = vars.count;
    let template: string | undefined;
    if (typeof count === 'number') {
      const forms = [count === 0 ? `${key}_zero` : '', `${key}_${rules.select(count)}`, `${key}_other`];
      template = forms
        .filter(Boolean)
        .map(lookup)
        .find((v) => v !== undefined);
    }
    template ??= lookup(key) ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}
