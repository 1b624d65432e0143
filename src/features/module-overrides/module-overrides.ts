import type { PortalConfig } from "../../config/config";
import type { ImportMap } from "../../config/schema";
import { type ModuleOverrides, NO_OVERRIDES, acceptedOverrides, overrideImportMap } from "./accepted-overrides";

/** What the page uses of import-map-overrides' browser API (window.importMapOverrides). */
interface ImportMapOverridesApi {
  getOverrideMap(): unknown;
  resetOverrides(): unknown;
}

declare global {
  interface Window {
    importMapOverrides?: ImportMapOverridesApi;
  }
}

export interface ModuleOverridesDeps {
  /** Evaluates import-map-overrides, which puts its API on window. */
  readonly loadLibrary: () => Promise<unknown>;
  readonly doc: Document;
  readonly win: Window;
}

const browserDeps = (): ModuleOverridesDeps => ({ loadLibrary: () => import("import-map-overrides"), doc: document, win: window });

let loading: Promise<ModuleOverrides> | undefined;

/**
 * Tells import-map-overrides, before it runs, that the maps are SystemJS's and that it must not
 * insert one itself (use-injector): the shell adds the accepted overrides to SystemJS, after the
 * deployed map, so that nothing the environment refuses reaches the loader.
 */
function configureLibrary(doc: Document): void {
  if (doc.querySelector('meta[name="importmap-type"]')) return;
  const meta = doc.createElement("meta");
  meta.name = "importmap-type";
  meta.content = "systemjs-importmap";
  meta.setAttribute("use-injector", "");
  doc.head.append(meta);
}

/**
 * The overrides of this browser the page applies and refuses, in an environment that allows them
 * (IMPORT_MAP_OVERRIDE_ORIGINS). Without that variable, nothing: the library is not loaded, the
 * browser's storage is not read. Never rejects: a library that fails to load leaves the deployed
 * modules.
 */
export function loadModuleOverrides(config: PortalConfig, deps: ModuleOverridesDeps = browserDeps()): Promise<ModuleOverrides> {
  const origins = config.IMPORT_MAP_OVERRIDE_ORIGINS;
  if (origins === undefined) return Promise.resolve(NO_OVERRIDES);
  loading ??= (async () => {
    configureLibrary(deps.doc);
    await deps.loadLibrary();
    const api = deps.win.importMapOverrides;
    if (api === undefined) throw new Error("import-map-overrides did not start (is the browser's storage readable?)");
    return acceptedOverrides(api.getOverrideMap(), config.IMPORT_MAP ?? { imports: {} }, origins);
  })().catch((error: unknown) => {
    console.error("[module-overrides] the overrides could not be read; the deployed modules load:", error);
    return NO_OVERRIDES;
  });
  return loading;
}

/** The accepted overrides as the import map single-spa adds after the deployed one. */
export async function overrideMapOf(config: PortalConfig): Promise<ImportMap> {
  return overrideImportMap(await loadModuleOverrides(config));
}

/** Forgets this browser's overrides; they stop applying at the next page load. */
export function clearModuleOverrides(win: Window = window): void {
  win.importMapOverrides?.resetOverrides();
}
