import { describe, expect, it } from "vitest";
import { shellChunk } from "./vite-shell-chunk";

/** A module graph as rolldown's plugin context shows it: id → its static imports (the entry imports the app dynamically). */
function runBuildEnd(graph: Record<string, string[]>, entries: string[]) {
  const { plugin, group } = shellChunk(/\/src\/main\.tsx$/);
  const errors: string[] = [];
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [], isEntry: entries.includes(id) }),
    error: (message: string) => {
      errors.push(message);
      throw new Error(message);
    },
  };
  const buildEnd = plugin.buildEnd as (this: typeof context) => void;
  try {
    buildEnd.call(context);
  } catch {
    // The error is recorded: what the build would print.
  }
  return { inShell: (id: string) => group.test(id), errors };
}

describe("shellChunk", () => {
  it("puts what the app imports in the shell, but not what the page's entry imports itself", () => {
    const { inShell, errors } = runBuildEnd(
      {
        "/src/load-after-paint.ts": ["/src/styles.css", "/src/route-modules.ts"],
        "/src/main.tsx": ["/src/App.tsx", "/src/route-modules.ts", "/src/styles.css"],
        "/src/App.tsx": ["react"],
      },
      ["/src/load-after-paint.ts"],
    );
    expect(errors).toEqual([]);
    expect(["/src/main.tsx", "/src/App.tsx", "react"].filter(inShell)).toHaveLength(3);
    expect(["/src/route-modules.ts", "/src/styles.css", "/src/load-after-paint.ts"].filter(inShell)).toEqual([]);
  });

  it("fails the build when the app's code imports a stylesheet of its own", () => {
    const { errors } = runBuildEnd(
      {
        "/src/load-after-paint.ts": [],
        "/src/main.tsx": ["/src/Header.tsx"],
        "/src/Header.tsx": ["/src/header.css"],
      },
      ["/src/load-after-paint.ts"],
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("/src/header.css");
    expect(errors[0]).toContain("src/load-after-paint.ts");
  });
});
