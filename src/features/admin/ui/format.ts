import { useTranslation } from 'react-i18next';
import { numberLocale } from '../../../lib/i18n';
import { configText } from '../../../lib/config-values';
import { useSystemConfig } from '../../../lib/settings';

/**
 * The console's number, coin, money and date formats in the reader's language, with Latin digits so
 * ids, balances and references read the same in every language.
 */
export function useAdminFormat() {
  const { i18n } = useTranslation();
  const symbol = configText(useSystemConfig(), 'currency_symbol');
  const locale = numberLocale(i18n.language);
  const number = new Intl.NumberFormat(locale);
  const cents = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return {
    number: (n: number) => number.format(n),
    /** "+25" or "−40" with a real minus sign. */
    signed: (n: number) => `${n > 0 ? '+' : '−'}${number.format(Math.abs(n))}`,
    /** Kept left-to-right inside Arabic text, so the symbol stays in front. */
    money: (amount: number) => `\u2066${symbol}${cents.format(amount)}\u2069`,
    date: (iso: string) => date.format(new Date(iso)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    /** A calendar day 'YYYY-MM-DD' as "27 Nov", without moving it through the reader's time zone. */
    day: (ymd: string) => day.format(new Date(`${ymd}T00:00:00Z`)),
  };
}
