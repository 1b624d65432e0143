import { describe, expect, it } from "vitest";
import { framePreloads } from "./frame-preloads";

describe("framePreloads", () => {
  const page = { stylesheets: [], modules: ["/assets/libraries.js", "/assets/shell.js"] };
  const moduleHost = { stylesheets: ["/assets/host.css"], modules: ["/assets/host.js", "/assets/libraries.js"] };

  it("asks for the app's and the host's chunks once each, the host's stylesheet, env.js and the language's label files", () => {
    expect(framePreloads(page, moduleHost, "es")).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/libraries.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shell.js">',
      '<link rel="modulepreload" crossorigin href="/assets/host.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/host.css">',
      '<link rel="preload" as="script" href="/env.js">',
      '<link rel="preload" as="fetch" crossorigin href="/assets/i18n/footer.es.json">',
      '<link rel="preload" as="fetch" crossorigin href="/assets/i18n/header.es.json">',
      '<link rel="preload" as="fetch" crossorigin href="/assets/i18n/content.es.json">',
      '<link rel="preload" as="fetch" crossorigin href="/assets/i18n/error.es.json">',
    ]);
  });
});
