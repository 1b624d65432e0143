import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { REACT_DSFR_DEPENDENCIES } from "./react-dsfr-paths";

const packageDir = dirname(createRequire(import.meta.url).resolve("@codegouvfr/react-dsfr/package.json"));

describe("the react-dsfr files the build reaches by path", () => {
  it.each(REACT_DSFR_DEPENDENCIES.map((dependency) => [dependency.file, dependency] as const))("%s is still there", (file, dependency) => {
    const path = join(packageDir, file);
    expect(existsSync(path), `react-dsfr no longer ships ${file}: update scripts/build/${dependency.usedBy}`).toBe(true);
    if (dependency.specifier !== undefined) {
      expect(
        readFileSync(path, "utf8"),
        `react-dsfr's ${file} no longer imports "${dependency.specifier}": update scripts/build/${dependency.usedBy}`,
      ).toContain(`"${dependency.specifier}"`);
    }
  });
});
