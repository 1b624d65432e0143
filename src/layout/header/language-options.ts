import { LOCALES, type Locale, withLocale } from "../../i18n/locales";

/** A language option as spec point 2.3 and 3 describe it. */
export interface LanguageOption {
  readonly href: string;
  readonly code: Locale;
  readonly libelle: string;
}

const LABELS: Record<Locale, string> = { fr: "Français", en: "English", es: "Español" };

/** The same page in each language. */
export function languageOptions(pathname: string): LanguageOption[] {
  return LOCALES.map((code) => ({ code, libelle: LABELS[code], href: withLocale(pathname, code) }));
}
