import { DEFERRED_FONTS_MARKUP } from "./deferred-fonts-markup";
import { RUNTIME_CONFIG_PRELOAD } from "./runtime-config-preload";

/**
 * A /univers-marin page as the worker answers it from its cache: Marianne's stylesheet, which the
 * export defers for a first visit, links as on the shell's pages, the cache holding the faces;
 * env.js, which the export preloads for a first visit, waits for the entry, after the first
 * paint. Any other answer is given as it is.
 */
export async function asRepeatVisitPage(response: Response): Promise<Response> {
  if (!response.headers.get("Content-Type")?.includes("text/html")) return response;
  const page = await response.clone().text();
  if (!page.includes(DEFERRED_FONTS_MARKUP) && !page.includes(RUNTIME_CONFIG_PRELOAD)) return response;
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(page.replace(DEFERRED_FONTS_MARKUP, "").replace(RUNTIME_CONFIG_PRELOAD, ""), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
