import type { PortalConfig } from "../../config/config";
import type { ImportMap } from "../../config/schema";

/** univers-marin's name in the import map, and single-spa's name for the application. */
export const UNIVERS_MARIN_MODULE = "univers-marin";

/**
 * The address of univers-marin's module: its entry in the import map that env.js carries, written
 * at container start (${UNIVERS_MARIN_HOST}/main.js, docs/sub-applications.md). undefined when
 * the map has none: no host is configured.
 */
export function universMarinModuleUrl(config: PortalConfig): string | undefined {
  return config.IMPORT_MAP?.imports[UNIVERS_MARIN_MODULE];
}

/** No module overridden: what every environment that does not allow overrides has. */
export const NO_OVERRIDE_MAP: ImportMap = Object.freeze({ imports: Object.freeze({}) });

/** The entry single-spa will load: this browser's accepted override (docs/sub-applications.md), else the deployed one. */
export function universMarinEntry(config: PortalConfig, overrides: ImportMap): string | undefined {
  return overrides.imports[UNIVERS_MARIN_MODULE] ?? universMarinModuleUrl(config);
}

/**
 * A retry asks for the module with a query of its own, because SystemJS keeps the last script
 * error by URL (a module that failed to parse would fail again from memory) and a cache may still
 * hold the failed response. `url` is an import map entry, already checked to be an http(s) URL.
 */
export function retryUrl(url: string, retries: number): string {
  if (retries === 0) return url;
  const next = new URL(url);
  next.searchParams.set("retry", String(retries));
  return next.href;
}

/** The folder a module's entry is served from, without its final slash: what the module calls its host. */
export function moduleHost(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname.slice(0, parsed.pathname.lastIndexOf("/"))}`;
}
