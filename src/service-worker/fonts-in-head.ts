import { DEFERRED_FONTS_MARKUP } from "./deferred-fonts-markup";

/**
 * A /univers-marin page as the worker answers it from its cache: Marianne's stylesheet, which the
 * export defers for a first visit, links as on the shell's pages, the cache holding the faces.
 * Any other answer is given as it is.
 */
export async function withFontsInHead(response: Response): Promise<Response> {
  if (!response.headers.get("Content-Type")?.includes("text/html")) return response;
  const page = await response.clone().text();
  if (!page.includes(DEFERRED_FONTS_MARKUP)) return response;
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(page.replace(DEFERRED_FONTS_MARKUP, ""), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
