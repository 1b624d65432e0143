export const LOCALES = ["fr", "en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "fr";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

const PREFIX = /^\/(fr|en|es)(?=\/|$)/;

/** The URL prefix decides the language; no prefix is French (DESIGN.md). */
export function localeFromPath(pathname: string): Locale {
  const match = PREFIX.exec(pathname);
  return match && isLocale(match[1]) ? match[1] : DEFAULT_LOCALE;
}

/** The path without its language prefix, always starting with a slash. */
export function stripLocale(pathname: string): string {
  const rest = pathname.replace(PREFIX, "");
  return rest === "" ? "/" : rest;
}

/** The same page under the given language prefix. */
export function withLocale(pathname: string, locale: Locale): string {
  const rest = stripLocale(pathname);
  return rest === "/" ? `/${locale}` : `/${locale}${rest}`;
}

/** The page's language prefix as written in its path ("" for an unprefixed French page). */
export function localePrefix(pathname: string): string {
  return PREFIX.exec(pathname)?.[0] ?? "";
}
