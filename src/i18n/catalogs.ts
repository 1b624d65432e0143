import type { Messages } from "@lingui/core";
import type { Locale } from "./locales";

/** The label files of spec point 7, compiled from locales/<locale>/<catalog>.po. */
export const CATALOGS = ["footer", "header", "content", "error"] as const;
export type CatalogName = (typeof CATALOGS)[number];

export function catalogUrl(catalog: CatalogName, locale: Locale): string {
  return `/assets/i18n/${catalog}.${locale}.json`;
}

type FetchLike = (url: string) => Promise<Pick<Response, "ok" | "status" | "json">>;

function isMessages(value: unknown): value is Messages {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export interface LoadedCatalogs {
  readonly messages: Messages;
  /** False when a label file failed: its messages fall back to their French source text. */
  readonly complete: boolean;
}

/**
 * Fetches the four label files of a language. A file that fails is only logged: the
 * source (French) text of its messages shows instead.
 */
export async function fetchCatalogs(locale: Locale, fetchImpl: FetchLike = fetch): Promise<LoadedCatalogs> {
  const parts = await Promise.all(
    CATALOGS.map(async (catalog): Promise<Messages | undefined> => {
      const url = catalogUrl(catalog, locale);
      try {
        const response = await fetchImpl(url);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body: unknown = await response.json();
        if (!isMessages(body)) throw new Error("not a message catalog");
        return body;
      } catch (error) {
        console.warn(`[i18n] ${url} could not be loaded (${String(error)}); showing the French text.`);
        return undefined;
      }
    }),
  );
  return {
    messages: Object.assign({}, ...parts) as Messages,
    complete: parts.every((part) => part !== undefined),
  };
}
