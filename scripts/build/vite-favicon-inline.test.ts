import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { IndexHtmlTransformHook } from "vite";
import { describe, expect, it } from "vitest";
import { faviconInline, svgDataUrl } from "./vite-favicon-inline";

function projectWithFavicon(svg: string): string {
  const root = mkdtempSync(join(tmpdir(), "favicon-"));
  mkdirSync(join(root, "public"));
  writeFileSync(join(root, "public", "favicon.svg"), svg);
  return root;
}

function transform(root: string, html: string): string {
  const hook = faviconInline(root).transformIndexHtml as IndexHtmlTransformHook;
  return hook.call(undefined as never, html, { path: "/index.html", filename: "index.html" }) as string;
}

describe("the favicon inlined in the page's head", () => {
  it("is a data: URL that decodes to the very SVG, safe inside a double-quoted attribute", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><style>.a{fill:#000091}</style><path class="a" d="M0 0h10v10H0z"/></svg>';
    const url = svgDataUrl(svg);
    expect(url.startsWith("data:image/svg+xml,")).toBe(true);
    expect(url).not.toMatch(/["<>#]/);
    expect(decodeURIComponent(url.slice("data:image/svg+xml,".length))).toBe(svg);
  });

  it("replaces the link to /favicon.svg, so that the page makes no request for it", () => {
    const root = projectWithFavicon('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const html = transform(root, '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).not.toContain("/favicon.svg");
    expect(html).toContain('href="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E"');
  });

  it("fails the build when index.html no longer links it, rather than leaving it silently", () => {
    const root = projectWithFavicon("<svg/>");
    expect(() => transform(root, '<link rel="icon" href="/icon.png" />')).toThrow(/favicon/);
  });
});
