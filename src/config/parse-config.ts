import type { z } from "zod/mini";
import {
  type ImportMap,
  type PortalConfig,
  URL_KEYS,
  httpOrigin,
  httpUrl,
  idleTimeoutMinutes,
  moduleName,
  siteId,
  testUserId,
} from "./schema";

export interface ConfigProblem {
  readonly variable: string;
  readonly reason: string;
}

export interface ParsedConfig {
  readonly config: PortalConfig;
  readonly problems: readonly ConfigProblem[];
}

function readValue(raw: Record<string, unknown>, key: string): string | undefined {
  const value = raw[key];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** A plain object, as JSON gives one: not null, not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The import map's entries whose name and address pass, each other one reported. */
function parseImportMap(raw: unknown, problems: ConfigProblem[]): ImportMap {
  const imports: Record<string, string> = {};
  if (!isRecord(raw) || !isRecord(raw.imports)) {
    problems.push({ variable: "IMPORT_MAP", reason: "not an import map" });
    return { imports };
  }
  for (const [name, address] of Object.entries(raw.imports)) {
    const variable = `IMPORT_MAP ${JSON.stringify(name)}`;
    if (!moduleName.safeParse(name).success) problems.push({ variable, reason: "not a module name" });
    else {
      const url = httpUrl.safeParse(typeof address === "string" ? address : "");
      if (url.success) imports[name] = url.data;
      else problems.push({ variable, reason: "not an absolute http(s) URL" });
    }
  }
  return { imports };
}

/** The space-separated origins that pass, each other one reported; undefined when none is listed. */
function parseOverrideOrigins(raw: string | undefined, problems: ConfigProblem[]): readonly string[] | undefined {
  const origins: string[] = [];
  for (const origin of raw?.split(/\s+/).filter(Boolean) ?? []) {
    if (httpOrigin.safeParse(origin).success) origins.push(origin);
    else problems.push({ variable: `IMPORT_MAP_OVERRIDE_ORIGINS ${JSON.stringify(origin)}`, reason: "not an http(s) origin" });
  }
  return origins.length > 0 ? origins : undefined;
}

/**
 * Keeps every valid value and reports the others: a bad optional value must cost one
 * feature, never the whole portal.
 */
export function parseConfig(raw: unknown): ParsedConfig {
  const source: Record<string, unknown> = typeof raw === "object" && raw !== null ? { ...raw } : {};
  const problems: ConfigProblem[] = [];
  const config: Record<string, string | number> = {};

  const take = <T extends string | number>(key: string, schema: z.ZodMiniType<T, string>) => {
    const value = readValue(source, key);
    if (value === undefined) return;
    const result = schema.safeParse(value);
    if (result.success) config[key] = result.data;
    else problems.push({ variable: key, reason: result.error.issues[0]?.message ?? "invalid" });
  };

  for (const key of URL_KEYS) take(key, httpUrl);
  take("MATOMO_SITE_ID", siteId);
  take("TEST_USER_ID", testUserId);
  take("SESSION_IDLE_TIMEOUT_MINUTES", idleTimeoutMinutes);

  const overrideOrigins = parseOverrideOrigins(readValue(source, "IMPORT_MAP_OVERRIDE_ORIGINS"), problems);
  return {
    config: {
      ...config,
      ...(source.IMPORT_MAP === undefined ? {} : { IMPORT_MAP: parseImportMap(source.IMPORT_MAP, problems) }),
      ...(overrideOrigins === undefined ? {} : { IMPORT_MAP_OVERRIDE_ORIGINS: overrideOrigins }),
    },
    problems,
  };
}
