import { describe, expect, it } from "vitest";
import { shellChunk } from "./vite-shell-chunk";

/** A module graph as rolldown's plugin context shows it: id → its static imports (the entry imports the app dynamically). */
function runBuildEnd(graph: Record<string, string[]>, entries: string[]) {
  const { plugin, groups } = shellChunk(/\/src\/boot\/boot-app\.tsx$/);
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
  // As rolldown does: the group of highest priority whose test takes the module.
  const byPriority = [...groups].sort((a, b) => b.priority - a.priority);
  const chunkOf = (id: string) => byPriority.find((group) => group.test(id))?.name;
  return { chunkOf, errors };
}

describe("shellChunk", () => {
  it("puts the packages the app imports in the libraries, its own code in the shell, and what the page's entry imports itself in neither", () => {
    const { chunkOf, errors } = runBuildEnd(
      {
        "/src/boot/entry.ts": ["/src/styles.css", "/src/route-modules.ts"],
        "/src/boot/boot-app.tsx": ["/src/App.tsx", "/src/route-modules.ts", "/src/styles.css"],
        "/src/App.tsx": ["/node_modules/react/index.js"],
        "/node_modules/react/index.js": [],
      },
      ["/src/boot/entry.ts"],
    );
    expect(errors).toEqual([]);
    expect(["/src/boot/boot-app.tsx", "/src/App.tsx", "/node_modules/react/index.js"].map(chunkOf)).toEqual([
      "shell",
      "shell",
      "libraries",
    ]);
    expect(["/src/route-modules.ts", "/src/styles.css", "/src/boot/entry.ts"].map(chunkOf)).toEqual([undefined, undefined, undefined]);
  });

  it("puts what a package imports with it, even a module of the build's own, so that the libraries never import the shell", () => {
    const { chunkOf } = runBuildEnd(
      {
        "/src/boot/entry.ts": [],
        "/src/boot/boot-app.tsx": ["/node_modules/react-dsfr/start.js", "/src/stand-in.ts"],
        "/node_modules/react-dsfr/start.js": ["/src/stand-in.ts"],
        "/src/stand-in.ts": [],
      },
      ["/src/boot/entry.ts"],
    );
    expect(["/src/boot/boot-app.tsx", "/node_modules/react-dsfr/start.js", "/src/stand-in.ts"].map(chunkOf)).toEqual([
      "shell",
      "libraries",
      "libraries",
    ]);
  });

  it("fails the build when the app's code imports a stylesheet of its own", () => {
    const { errors } = runBuildEnd(
      {
        "/src/boot/entry.ts": [],
        "/src/boot/boot-app.tsx": ["/src/Header.tsx"],
        "/src/Header.tsx": ["/src/header.css"],
      },
      ["/src/boot/entry.ts"],
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("/src/header.css");
    expect(errors[0]).toContain("src/boot/entry.ts");
  });
});
