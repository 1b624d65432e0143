import type { Locale } from "../../i18n/locales";

/** A rate written the way the language writes it: 80,36 % in French and Spanish, 80.36% in English. */
export function formatPercent(rate: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rate / 100);
}
