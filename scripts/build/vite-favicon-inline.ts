import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

/** The SVG as a data: URL, percent-encoding only what a URL in an attribute cannot hold. */
export function svgDataUrl(svg: string): string {
  const encoded = svg
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[%#<>"{}|\\^`[\]]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
  return `data:image/svg+xml,${encoded}`;
}

/**
 * The favicon goes into each page's head (2.5 KB gzip) rather than being a request of its own:
 * Chromium asks for it while the page is loading, sometimes before the largest paint, where on a
 * slow connection it competes with the fonts that paint waits for.
 */
export function faviconInline(root: string): Plugin {
  const href = 'href="/favicon.svg"';
  return {
    name: "portal-favicon-inline",
    apply: "build",
    transformIndexHtml(html) {
      if (!html.includes(href)) throw new Error(`index.html no longer links ${href}: update scripts/build/vite-favicon-inline.ts`);
      return html.replace(href, `href="${svgDataUrl(readFileSync(join(root, "public", "favicon.svg"), "utf8"))}"`);
    },
  };
}
