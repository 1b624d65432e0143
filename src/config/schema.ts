import { parseHttpUrl } from "./http-url";
import { z } from "zod/mini";

/** The runtime variables (README) that reach the browser (BACKEND_URL stays in nginx). */
export const URL_KEYS = [
  "UNIVERS_MARIN_HOST",
  "QUALIFICATION_HOST",
  "PMR_BASE_URL",
  "NAVIGATION_MARITIME_BASE_URL",
  "MATOMO_URL",
  "MATOMO_SCRIPT_URL",
  "CERBERE_ACCOUNT_CREATION_URL",
  "LINK_CONTACT",
  "LINK_LEGAL_NOTICES",
  "LINK_PERSONAL_DATA",
  "LINK_COOKIES",
  "LINK_TERMS_OF_USE",
  "LINK_PORTAL_OF_PORTALS",
  "MEDICAL_PORTAL_LOGOUT_URL",
  "MEDICAL_PORTAL_URL",
  "SHIPOWNER_PORTAL_URL",
  "YACHT_OWNER_PORTAL_URL",
] as const;

export type UrlKey = (typeof URL_KEYS)[number];

/** A SystemJS import map: each sub-application's name to the address of its module. */
export interface ImportMap {
  readonly imports: Readonly<Record<string, string>>;
}

export type PortalConfig = { readonly [K in UrlKey]?: string } & {
  readonly IMPORT_MAP?: ImportMap;
  /** The origins a tester may point a module at, for their own browser (docs/sub-applications.md); absent in production. */
  readonly IMPORT_MAP_OVERRIDE_ORIGINS?: readonly string[];
  readonly MATOMO_SITE_ID?: number;
  readonly TEST_USER_ID?: string;
  readonly SESSION_IDLE_TIMEOUT_MINUTES?: number;
};

/** An absolute http(s) URL, or nothing: anything else would be a link we cannot trust. */
export const httpUrl = z.pipe(
  z.string().check(
    z.trim(),
    z.refine((value) => parseHttpUrl(value) !== null, "not an absolute http(s) URL"),
  ),
  z.transform((value: string) => value.replace(/\/+$/, "")),
);

export const siteId = z.pipe(z.string().check(z.trim(), z.regex(/^[0-9]{1,9}$/, "not a number")), z.transform(Number));

export const testUserId = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9._@-]{1,128}$/, "not a plain identifier"));

/** The backend's idle time-out in whole minutes: Spring's default when not configured. */
export const DEFAULT_SESSION_IDLE_TIMEOUT_MINUTES = 30;

export const idleTimeoutMinutes = z.pipe(
  z.string().check(
    z.trim(),
    z.regex(/^[1-9][0-9]{0,3}$/, "not a whole number of minutes"),
    z.refine((value) => Number(value) >= 5 && Number(value) <= 1440, "not between 5 and 1440 minutes"),
  ),
  z.transform(Number),
);

/** A sub-application's name in the import map, as the entrypoint accepts it. */
export const moduleName = z.string().check(z.regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, "not a module name"), z.maxLength(40));

/** An http(s) origin written as the browser writes one: scheme, host and port, nothing more. */
export const httpOrigin = z.string().check(z.refine((value) => parseHttpUrl(value)?.origin === value, "not an http(s) origin"));
