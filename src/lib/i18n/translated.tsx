import { useTranslation } from 'react-i18next';

/**
 * A string as a component, for text handed to something that renders it later (a toast): it follows
 * the strings, where `t(key)` called at once is fixed to whatever was loaded then. On a cold start in
 * Arabic a guard's toast fired before the Arabic strings arrived and stayed English.
 */
export function Translated({ k }: { k: string }) {
  const { t } = useTranslation();
  return <>{t(k)}</>;
}
