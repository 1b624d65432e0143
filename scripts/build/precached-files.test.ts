import { describe, expect, it } from "vitest";
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
});
