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

const MOBILE_COPY = "-mobile";

/**
 * The menu's id. DSFR checks that the header's mobile copy of its links is the desktop one with
 * "-mobile" after every id (it warns otherwise): the mobile menu is the desktop menu's id + "-mobile".
 */
export function languageMenuId(id: string): string {
  return id.endsWith(MOBILE_COPY) ? `${id.slice(0, -MOBILE_COPY.length)}-menu${MOBILE_COPY}` : `${id}-menu`;
}
