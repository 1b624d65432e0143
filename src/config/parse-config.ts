import type { z } from "zod/mini";
import { type PortalConfig, URL_KEYS, httpUrl, idleTimeoutMinutes, siteId, testUserId } from "./schema";

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

  return { config: config, problems };
}
