import { parseHttpUrl } from "../../config/http-url";
import { isRecord } from "../../config/parse-config";
import type { ImportMap } from "../../config/schema";

/** Why a stored override is not applied. */
export type RefusalReason = "not-a-module" | "not-a-url" | "origin-not-allowed";

export interface ModuleOverride {
  readonly name: string;
  readonly url: string;
}

export interface RefusedOverride extends ModuleOverride {
  readonly reason: RefusalReason;
}

/** The overrides this browser holds, split into what the page applies and what it refuses. */
export interface ModuleOverrides {
  readonly applied: readonly ModuleOverride[];
  readonly refused: readonly RefusedOverride[];
}

export const NO_OVERRIDES: ModuleOverrides = Object.freeze({ applied: [], refused: [] });

/**
 * Which of the overrides import-map-overrides read from this browser's storage the page may apply:
 * only a module the deployed map names, only an absolute http(s) address, only from an origin the
 * environment lists (IMPORT_MAP_OVERRIDE_ORIGINS, the same origins its CSP admits). What the
 * storage holds is the user's own, but a page must not load what the environment did not allow.
 */
export function acceptedOverrides(overrideMap: unknown, deployed: ImportMap, allowedOrigins: readonly string[]): ModuleOverrides {
  const imports = isRecord(overrideMap) && isRecord(overrideMap.imports) ? overrideMap.imports : {};
  const applied: ModuleOverride[] = [];
  const refused: RefusedOverride[] = [];
  for (const [name, value] of Object.entries(imports)) {
    const url = typeof value === "string" ? value : String(value);
    const parsed = typeof value === "string" ? parseHttpUrl(value) : null;
    if (!Object.hasOwn(deployed.imports, name)) refused.push({ name, url, reason: "not-a-module" });
    else if (parsed === null) refused.push({ name, url, reason: "not-a-url" });
    else if (!allowedOrigins.includes(parsed.origin)) refused.push({ name, url, reason: "origin-not-allowed" });
    else applied.push({ name, url: parsed.href });
  }
  return { applied, refused };
}

/** The applied overrides as an import map, to be added after the deployed one. */
export function overrideImportMap(overrides: ModuleOverrides): ImportMap {
  return { imports: Object.fromEntries(overrides.applied.map(({ name, url }) => [name, url])) };
}
