import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** The app's own modules, what tsconfig.app.json checks as shipped: src/ without its tests and their setup. */
export function appSources(root: string): string[] {
  return readdirSync(join(root, "src"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== "test-setup.ts")
    .map((file) => readFileSync(join(root, "src", file), "utf8"));
}
