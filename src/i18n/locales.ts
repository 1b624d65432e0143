export const LOCALES = ["fr", "en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "fr";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

// Lower case only, as the router reads it: /EN/login is not an English page but a not-found one.
const PREFIX = new RegExp(`^/(${LOCALES.join("|")})(?=/|$)`);

/** The URL prefix decides the language; no prefix is French (docs/decisions.md). */
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

/**
 * The page's language prefix as written in its path ("" for an unprefixed French page): the one
 * helper for "the same language as the page the user is on", so that /fr stays /fr and no
 * prefix stays none.
 */
export function localePrefix(pathname: string): string {
  return PREFIX.exec(pathname)?.[0] ?? "";
}

/** The shortest address of path in a language: French, the default, without a prefix. */
export function pathInLocale(path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? path : withLocale(path, locale);
}
