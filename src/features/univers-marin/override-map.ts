import type { PortalConfig } from "../../config/config";
import type { ImportMap } from "../../config/schema";
import { NO_OVERRIDE_MAP } from "./module-url";

type OverridesModule = typeof import("../module-overrides/module-overrides");

/**
 * This browser's accepted module overrides, read once env.js has run. Their code is loaded only
 * where the environment allows overrides: every other visitor's page has no part of it. Code that
 * cannot load leaves the deployed modules, as a library that cannot does.
 */
export function readOverrideMap(
  config: PortalConfig,
  load: () => Promise<OverridesModule> = () => import("../module-overrides/module-overrides"),
): Promise<ImportMap> {
  if (config.IMPORT_MAP_OVERRIDE_ORIGINS === undefined) return Promise.resolve(NO_OVERRIDE_MAP);
  return load()
    .then((module) => module.overrideMapOf(config))
    .catch((error: unknown) => {
      console.error("[module-overrides] the overrides' code could not be loaded; the deployed modules load:", error);
      return NO_OVERRIDE_MAP;
    });
}
