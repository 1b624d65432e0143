import type { Locale } from "../../i18n/locales";

/** The signed-in user as the session knows them (filled in by the session when it has one). */
export interface UniversMarinUser {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly identifier?: string;
}

/** What the shell lends the sub-application (src/boot/boot-app.tsx builds it from the router and session). */
export interface ShellBridge {
  /** Navigates through the shell's router: one history entry, one navigation. */
  readonly navigate: (path: string) => void;
  /** The signed-in user, when the session knows them. */
  readonly currentUser?: () => UniversMarinUser | undefined;
}

/** The configured hosts the sub-application may need (runtime configuration, checked http(s) URLs). */
export interface UniversMarinHosts {
  readonly universMarin: string;
  readonly qualification?: string;
  readonly pmrBaseUrl?: string;
  readonly navigationMaritimeBaseUrl?: string;
}

/**
 * The custom props every lifecycle receives besides single-spa's own (name, singleSpa,
 * mountParcel). Documented for the module's authors in mock/univers-marin/PROPS.md.
 */
export interface UniversMarinProps {
  /** The element to render into: inside the shell's main. */
  readonly domElement: HTMLElement;
  /** The active language, from the URL prefix: fr, en or es. */
  readonly language: Locale;
  /** The path prefix of that language: "" for unprefixed French, "/fr", "/en" or "/es". */
  readonly basePath: string;
  readonly hosts: UniversMarinHosts;
  /** Navigates through the shell's router; takes a path of the portal starting with "/". */
  readonly navigate: (path: string) => void;
  /** The signed-in user when known, else null. */
  readonly user: UniversMarinUser | null;
}

/** Only a path of the portal's own origin may be navigated to ("/…", never "//host" or a URL). */
export function isShellPath(path: unknown): path is string {
  return (
    typeof path === "string" &&
    /^\/(?![/\\])/.test(path) &&
    !Array.from({ length: path.length }, (_, index) => path.charCodeAt(index)).some((code) => code < 0x20)
  );
}
