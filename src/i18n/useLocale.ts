import { useLingui } from "@lingui/react";
import { type Locale, isLocale, DEFAULT_LOCALE } from "./locales";

export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
