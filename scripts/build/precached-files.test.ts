import { describe, expect, it } from "vitest";
import { exportedPages } from "../exported-pages";
import { isPrecached } from "./precached-files";

describe("isPrecached", () => {
  it.each([
    "fr/login/index.html",
    "assets/libraries-BEfakdGY.js",
    "assets/index-Ab12Cd34.css",
    "assets/i18n/header.fr.json",
    "assets/Marianne-Regular-latin-Ab12Cd34.woff2",
    "assets/single-spa-host-Ab12Cd34.js",
  ])("keeps %s", (url) => {
    expect(isPrecached(url)).toBe(true);
  });

  it.each([
    "404.html",
    "en/404.html",
    "assets/Marianne-Regular-Ab12Cd34.woff2",
    "assets/Marianne-Regular-Ab12Cd34.woff",
    "assets/import-map-overrides-rSqpX7MX.js",
  ])("leaves out %s", (url) => {
    expect(isPrecached(url)).toBe(false);
  });

  // The offline journeys open each route's page in one language in turn (e2e/offline.spec.ts).
  it("keeps every page the build exports with a 200, in every language", () => {
    const pages = exportedPages().filter((exported) => exported.expectedStatus === 200);
    expect(pages.length).toBeGreaterThan(80);
    expect(pages.filter((exported) => !isPrecached(exported.file.replace(/^\//, ""))).map((exported) => exported.file)).toEqual([]);
  });
});
