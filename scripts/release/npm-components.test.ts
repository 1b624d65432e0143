import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { appSources } from "./app-sources.ts";
import { type Lockfile, importedDevDependencies, npmComponents, npmPurl } from "./npm-components.ts";

const LOCK: Lockfile = {
  packages: {
    "": { dependencies: { app: "1" }, devDependencies: { bundled: "1", tool: "1" } },
    "node_modules/app": { version: "1.0.0", integrity: "sha512-AAEC", license: "MIT", dependencies: { shared: "^2" } },
    // app's own copy of shared wins over the hoisted one, which only tool uses.
    "node_modules/app/node_modules/shared": { version: "2.0.0", dependencies: { leaf: "1" } },
    "node_modules/shared": { version: "1.0.0" },
    "node_modules/leaf": { version: "1.0.0", optionalDependencies: { "@scope/native": "1" } },
    "node_modules/bundled": { version: "3.0.0", dev: true },
    "node_modules/tool": { version: "9.0.0", dev: true, dependencies: { shared: "1" } },
  } as Lockfile["packages"],
};

describe("the npm packages of the bundle", () => {
  it("are the production dependencies and the shipped devDependencies, resolved as npm installed them", () => {
    const { components, dependencies } = npmComponents(LOCK, ["bundled"], "image");
    expect(components.map((component) => component["bom-ref"])).toEqual(["app@1.0.0", "bundled@3.0.0", "leaf@1.0.0", "shared@2.0.0"]);
    expect(dependencies).toEqual([
      { ref: "image", dependsOn: ["app@1.0.0", "bundled@3.0.0"] },
      { ref: "app@1.0.0", dependsOn: ["shared@2.0.0"] },
      { ref: "bundled@3.0.0", dependsOn: [] },
      { ref: "leaf@1.0.0", dependsOn: [] },
      { ref: "shared@2.0.0", dependsOn: ["leaf@1.0.0"] },
    ]);
  });

  it("carry a purl, the lockfile's hash in hex and its license", () => {
    const app = npmComponents(LOCK, [], "image").components.find((component) => component.name === "app");
    expect(app).toMatchObject({
      purl: "pkg:npm/app@1.0.0",
      hashes: [{ alg: "SHA-512", content: "000102" }],
      licenses: [{ expression: "MIT" }],
    });
    expect(npmPurl("@codegouvfr/react-dsfr", "1.33.0")).toBe("pkg:npm/%40codegouvfr/react-dsfr@1.33.0");
  });

  it("count a devDependency as shipped when the app's code imports it, not when only a type is", () => {
    const devDependencies = { "workbox-routing": "7", "workbox-core": "7", vitest: "4", "@scope/lib": "1" };
    const sources = [
      'import { registerRoute } from "workbox-routing";\nimport type { RouteHandler } from "workbox-core";',
      'const lazy = () => import("@scope/lib/sub");\nimport { z } from "zod";\nimport "./local.ts";',
    ];
    expect(importedDevDependencies(sources, devDependencies)).toEqual(["@scope/lib", "workbox-routing"]);
  });

  it("of this repository: the runtime's packages and the service worker's workbox, no build tool", () => {
    const root = join(import.meta.dirname, "../..");
    const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as Lockfile;
    const shipped = importedDevDependencies(appSources(root), lock.packages[""]?.devDependencies ?? {});
    const names = npmComponents(lock, shipped, "image").components.map((component) => component.name);
    expect(names).toEqual(
      expect.arrayContaining(["preact", "zod", "@lingui/core", "@tanstack/react-router", "systemjs", "workbox-precaching"]),
    );
    expect(names.filter((name) => ["vite", "vitest", "typescript", "@babel/core", "eslint"].includes(name))).toEqual([]);
  });
});
