/**
 * French conventions of the application locale (spec points 1 and 9): dates, numbers and
 * amounts are written the French way whatever the content language, the euro is the default
 * currency and the week starts on Monday.
 */
export const APP_LOCALE = "fr-FR";
export const DEFAULT_CURRENCY = "EUR";
/** ISO weekday numbering: 1 is Monday, 7 is Sunday. */
export const FIRST_DAY_OF_WEEK = 1;

const TIME_ZONE = "Europe/Paris";

function toDate(value: Date | string | number): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** 22/11/2026; an invalid date gives an empty string rather than 'Invalid Date'. */
export function formatDate(value: Date | string | number): string {
  const date = toDate(value);
  return date
    ? new Intl.DateTimeFormat(APP_LOCALE, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: TIME_ZONE }).format(date)
    : "";
}

/** 22 novembre 2026. */
export function formatLongDate(value: Date | string | number): string {
  const date = toDate(value);
  return date
    ? new Intl.DateTimeFormat(APP_LOCALE, { day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE }).format(date)
    : "";
}

/** 22/11/2026 14:05 */
export function formatDateTime(value: Date | string | number): string {
  const date = toDate(value);
  return date
    ? new Intl.DateTimeFormat(APP_LOCALE, {
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        timeZone: TIME_ZONE,
      }).format(date)
    : "";
}

/** 1 234,5: narrow no-break space between thousands, comma before decimals. */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(APP_LOCALE, { maximumFractionDigits }).format(value);
}

/** 80,36 % for 80.36: the value is already a percentage. */
export function formatPercent(value: number, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(APP_LOCALE, { style: "percent", maximumFractionDigits }).format(value / 100);
}

/** 1 234,50 €: the euro unless another ISO 4217 currency is given. */
export function formatCurrency(amount: number, currency: string = DEFAULT_CURRENCY): string {
  return new Intl.NumberFormat(APP_LOCALE, { style: "currency", currency }).format(amount);
}

/** The day of the week of a date with Monday as 1 and Sunday as 7. */
export function weekdayNumber(date: Date): number {
  const day = date.getDay();
  return day === 0 ? 7 : day;
}

/** Midnight of the Monday that starts the week of the given date. */
export function startOfWeek(date: Date): Date {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  start.setDate(start.getDate() - (weekdayNumber(start) - FIRST_DAY_OF_WEEK));
  return start;
}

/** Weekday names in French calendar order, Monday first: lundi … dimanche. */
export function weekdayNames(style: "long" | "short" = "long"): string[] {
  const format = new Intl.DateTimeFormat(APP_LOCALE, { weekday: style, timeZone: "UTC" });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, offset) => format.format(new Date(Date.UTC(2024, 0, 1 + offset))));
}
